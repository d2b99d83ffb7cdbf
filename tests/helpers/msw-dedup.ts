import type {
  CitationBrief,
  DedupRunResult,
  DuplicateDetail,
  PossibleDuplicateOut,
} from '../../src/shared/dedup.schema.ts';
import { dedupMessages } from '../../src/shared/messages.ts';
import type { ProcessingSummary, ProjectOutput } from '../../src/shared/project.schema.ts';
import { TrpcFailure, type FakeProcedure } from './msw-trpc.ts';

/** A citation as the duplicate views show it: unlabelled unless the test says otherwise. */
export function fakeBrief(id: number, fields: Partial<CitationBrief> = {}): CitationBrief {
  const none = {
    authors: null,
    year: null,
    journal: null,
    volume: null,
    issue: null,
    pages: null,
    doi: null,
    source_record_id: null,
  };
  return {
    id,
    title: `Citation ${id}`,
    abstract: `Abstract of citation ${id}.`,
    is_relevant: null,
    iteration: null,
    ...none,
    ...fields,
  };
}

export function fakeDetail(
  record_id: number,
  kept: CitationBrief,
  removed: CitationBrief,
  fields: Partial<DuplicateDetail> = {},
): DuplicateDetail {
  return {
    record_id,
    kept,
    removed,
    reason: 'Same title and abstract',
    similarity_score: 1,
    detection_method: 'exact',
    timestamp: '2026-03-05T12:00:00.000Z',
    ...fields,
  };
}

interface FakeDedupOptions {
  /** Already removed, as dedup.list and dedup.removed list them. */
  removed?: DuplicateDetail[];
  possible?: PossibleDuplicateOut[];
  /** What dedup.run finds and removes. */
  found?: DuplicateDetail[];
  summary?: ProcessingSummary;
}

interface PageInput {
  cursor?: number | null;
  limit?: number;
  sort?: string;
  search?: string;
}

/** The server's search: a title, author list or DOI of either citation containing the text. */
const matches = (search: string | undefined, ...citations: CitationBrief[]) =>
  !search ||
  citations.some((c) =>
    [c.title, c.authors, c.doi].some((field) => field?.toLowerCase().includes(search.toLowerCase())),
  );

/** The server's keyset paging in each order, after the record `cursor`. */
function pageOf<T extends { record_id: number; similarity_score: number }>(
  list: T[],
  { cursor, limit = 100, sort = 'oldest' }: PageInput,
): T[] {
  const key = (item: T) =>
    sort === 'oldest'
      ? [item.record_id]
      : [sort === 'similarity_asc' ? item.similarity_score : -item.similarity_score, item.record_id];
  const before = (x: number[], y: number[]) => x[0]! < y[0]! || (x[0] === y[0] && (x[1] ?? 0) < (y[1] ?? 0));
  const sorted = [...list].sort((a, b) => (before(key(a), key(b)) ? -1 : 1));
  const start = cursor ? sorted.findIndex((item) => item.record_id === cursor) + 1 : 0;
  return sorted.slice(start, start + limit);
}

const NO_SUMMARY: ProcessingSummary = {
  exact_duplicates_found: 0,
  similar_duplicates_found: 0,
  hash_groups_processed: 0,
  tfidf_comparisons: 0,
};
const recordOf = (input: unknown) => (input as { recordId: number }).recordId;

/**
 * An in-memory dedup API over the projects of fakeProjectsApi: a run moves `found` to the removed list
 * and updates the project the way the server does. Pass `procedures` to fakeAuthApi({ overrides }).
 * `holdRuns()` makes the next runs wait until `releaseRuns()`, so a test can see the page while it works.
 */
export function fakeDedupApi(
  projects: ProjectOutput[],
  { removed = [], possible = [], found = [], summary = NO_SUMMARY }: FakeDedupOptions = {},
) {
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
      const { limit = 100, method, ...page } = input as PageInput & { method?: string };
      const searched = state.removed.filter((d) => matches(page.search, d.kept, d.removed));
      const by_method = Object.fromEntries(
        ['exact', 'doi', 'similar', 'manual'].map((m) => [m, searched.filter((d) => d.detection_method === m).length]),
      );
      const chosen = searched.filter((d) => !method || d.detection_method === method);
      const items = pageOf(chosen, { ...page, limit });
      return {
        items,
        total: state.removed.length,
        matching: chosen.length,
        by_method,
        next_cursor: items.length === limit ? items.at(-1)!.record_id : null,
      };
    },
    'dedup.possiblePage': (input) => {
      project(input);
      const { limit = 50, ...page } = input as PageInput;
      const chosen = state.possible.filter((p) => matches(page.search, p.a, p.b));
      const items = pageOf(chosen, { ...page, limit });
      return {
        items,
        total: state.possible.length,
        matching: chosen.length,
        next_cursor: items.length === limit ? items.at(-1)!.record_id : null,
      };
    },
    'dedup.resolveMany': (input) => {
      const { record_ids, action } = input as { record_ids: number[]; action: string };
      const missing = record_ids.filter((id) => !state.possible.some((p) => p.record_id === id));
      if (missing.length) throw new TrpcFailure('NOT_FOUND', dedupMessages.recordsNotFound(missing));
      for (const recordId of record_ids) procedures['dedup.resolve']!({ ...(input as object), recordId, action });
      const n = record_ids.length;
      return action === 'remove'
        ? { message: dedupMessages.removedByPerson(n), removed: n, kept_both: 0 }
        : { message: dedupMessages.keptBoth(n), removed: 0, kept_both: n };
    },
    'dedup.possible': (input) => {
      project(input);
      return state.possible;
    },
    'dedup.restore': (input) => {
      const target = project(input);
      take(state.removed, input);
      Object.assign(target, {
        duplicates_removed: target.duplicates_removed - 1,
        citations_count: target.citations_count + 1,
      });
      return { ok: true };
    },
    'dedup.resolve': (input) => {
      const target = project(input);
      const pair = take(state.possible, input);
      if ((input as { action: string }).action === 'remove') {
        const { record_id, a, b, reason, similarity_score } = pair;
        state.removed.push({
          record_id,
          kept: a,
          removed: b,
          reason,
          similarity_score,
          detection_method: 'manual',
          timestamp: new Date().toISOString(),
        });
        Object.assign(target, {
          duplicates_removed: target.duplicates_removed + 1,
          citations_count: target.citations_count - 1,
        });
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
