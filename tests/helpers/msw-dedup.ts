import type { CitationBrief, DedupRunResult, DuplicateDetail, PossibleDuplicateOut } from '../../src/shared/dedup.schema.ts';
import { dedupMessages } from '../../src/shared/messages.ts';
import type { ProcessingSummary, ProjectOutput } from '../../src/shared/project.schema.ts';
import { TrpcFailure, type FakeProcedure } from './msw-trpc.ts';

/** A citation as the duplicate views show it: unlabelled unless the test says otherwise. */
export function fakeBrief(id: number, fields: Partial<CitationBrief> = {}): CitationBrief {
  const none = { authors: null, year: null, journal: null, volume: null, issue: null, pages: null, doi: null };
  return { id, title: `Citation ${id}`, abstract: `Abstract of citation ${id}.`, is_relevant: null, iteration: null, ...none, ...fields };
}

export function fakeDetail(record_id: number, kept: CitationBrief, removed: CitationBrief, fields: Partial<DuplicateDetail> = {}): DuplicateDetail {
  return { record_id, kept, removed, reason: 'Same title and abstract', similarity_score: 1, detection_method: 'exact', timestamp: '2026-03-05T12:00:00.000Z', ...fields };
}

interface FakeDedupOptions {
  /** Already removed, as dedup.list and dedup.removed list them. */
  removed?: DuplicateDetail[];
  possible?: PossibleDuplicateOut[];
  /** What dedup.run finds and removes. */
  found?: DuplicateDetail[];
  summary?: ProcessingSummary;
}

const NO_SUMMARY: ProcessingSummary = { exact_duplicates_found: 0, similar_duplicates_found: 0, hash_groups_processed: 0, tfidf_comparisons: 0 };
const recordOf = (input: unknown) => (input as { recordId: number }).recordId;

/**
 * An in-memory dedup API over the projects of fakeProjectsApi: a run moves `found` to the removed list
 * and updates the project the way the server does. Pass `procedures` to fakeAuthApi({ overrides }).
 * `holdRuns()` makes the next runs wait until `releaseRuns()`, so a test can see the page while it works.
 */
export function fakeDedupApi(projects: ProjectOutput[], { removed = [], possible = [], found = [], summary = NO_SUMMARY }: FakeDedupOptions = {}) {
  const state = { removed: [...removed], possible: [...possible] };
  let gate: Promise<void> | undefined;
  let open = () => {};
  const project = (input: unknown) => {
    const id = (input as { projectId: number }).projectId;
    const match = projects.find((p) => p.id === id);
    if (!match) throw new TrpcFailure('NOT_FOUND', 'Project not found');
    return match;
  };

  const run = async (input: unknown): Promise<DedupRunResult> => {
    const target = project(input);
    await gate;
    state.removed.push(...found);
    const remaining = target.citations_count - found.length;
    Object.assign(target, {
      duplicatesRemoved: true,
      duplicates_removed: target.duplicates_removed + found.length,
      duplicates_count: target.duplicates_removed + found.length,
      citations_count: remaining,
      unique_citations: remaining,
      removal_strategy: 'exact+similar',
      processing_summary: summary,
    });
    const count = found.length;
    return {
      duplicates_marked: count,
      duplicates_count: count,
      unique_citations: remaining,
      citations_count: remaining,
      message: dedupMessages.removed(count, remaining),
      removal_strategy: 'exact+similar',
      processing_summary: summary,
      possible_duplicates: state.possible.length,
    };
  };
  const take = <T extends { record_id: number }>(list: T[], input: unknown): T => {
    const index = list.findIndex((item) => item.record_id === recordOf(input));
    if (index < 0) throw new TrpcFailure('NOT_FOUND', dedupMessages.recordNotFound);
    return list.splice(index, 1)[0]!;
  };

  const procedures: Record<string, FakeProcedure> = {
    'dedup.run': run,
    'dedup.list': (input) => {
      project(input);
      return state;
    },
    'dedup.removed': (input) => {
      project(input);
      const { cursor, limit = 100 } = input as { cursor?: number | null; limit?: number };
      const sorted = [...state.removed].sort((a, b) => a.record_id - b.record_id);
      const items = sorted.filter((d) => !cursor || d.record_id > cursor).slice(0, limit);
      return { items, total: sorted.length, next_cursor: items.length === limit ? items.at(-1)!.record_id : null };
    },
    'dedup.possible': (input) => {
      project(input);
      return state.possible;
    },
    'dedup.restore': (input) => {
      const target = project(input);
      take(state.removed, input);
      Object.assign(target, { duplicates_removed: target.duplicates_removed - 1, citations_count: target.citations_count + 1 });
      return { ok: true };
    },
    'dedup.resolve': (input) => {
      const target = project(input);
      const pair = take(state.possible, input);
      if ((input as { action: string }).action === 'remove') {
        const { record_id, a, b, reason, similarity_score } = pair;
        state.removed.push({ record_id, kept: a, removed: b, reason, similarity_score, detection_method: 'manual', timestamp: new Date().toISOString() });
        Object.assign(target, { duplicates_removed: target.duplicates_removed + 1, citations_count: target.citations_count - 1 });
      }
      return { ok: true };
    },
  };
  return {
    state,
    procedures,
    holdRuns: () => {
      gate = new Promise((resolve) => (open = resolve));
    },
    releaseRuns: () => {
      open();
      gate = undefined;
    },
  };
}
