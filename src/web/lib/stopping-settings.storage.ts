import {
  DEFAULT_CONFIDENCE,
  DEFAULT_TARGET_RECALL,
  stoppingQuery,
  type StoppingQuery,
} from '../../shared/screening.schema.ts';

const key = (projectId: number) => `stopping-test:${projectId}`;

/**
 * The stopping test's target recall and confidence a reviewer set for a project, kept in this browser: a review
 * planned at 99 % recall must not read 95 % again after a reload. The defaults where none is kept (or storage is
 * off, or what it holds no longer parses).
 */
export function storedStoppingSettings(projectId: number): StoppingQuery {
  try {
    const raw = localStorage.getItem(key(projectId));
    const parsed = raw === null ? undefined : stoppingQuery.safeParse(JSON.parse(raw));
    if (parsed?.success) return parsed.data;
  } catch {
    // Storage can be disabled (private mode, quotas) or hold something else: the defaults then.
  }
  return { target_recall: DEFAULT_TARGET_RECALL, confidence: DEFAULT_CONFIDENCE };
}

export function storeStoppingSettings(projectId: number, settings: StoppingQuery): void {
  try {
    localStorage.setItem(key(projectId), JSON.stringify(settings));
  } catch {
    // Without storage the settings last as long as the page.
  }
}
