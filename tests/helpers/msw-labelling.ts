import { MAX_LABELS_PER_CLASS, type CitationOutput, type FilterResult } from '../../src/shared/citation.schema.ts';
import { normalizeKeyword, type KeywordsResponse, type SuggestedKeyword } from '../../src/shared/keyword.schema.ts';
import { keywordMessages } from '../../src/shared/messages.ts';
import type { ProjectOutput } from '../../src/shared/project.schema.ts';
import type { ResultsSummary, StillToFindSummary } from '../../src/shared/training.schema.ts';
import { fakeProject } from './msw-projects.ts';
import { TrpcFailure, type FakeProcedure } from './msw-trpc.ts';

/** A citation as the API answers it: unlabelled, without source details unless the test says otherwise. */
export function fakeCitation(id: number, fields: Partial<CitationOutput> = {}): CitationOutput {
  return {
    id,
    project_id: 7,
    title: `Citation ${id}`,
    abstract: `Abstract of citation ${id}.`,
    is_relevant: null,
    iteration: null,
    keyword_score: 0,
    authors: null,
    year: null,
    journal: null,
    doi: null,
    ...fields,
  };
}

export const fakeCitations = (count: number) => Array.from({ length: count }, (_, i) => fakeCitation(i + 1));

interface FilterInput {
  projectId: number;
  keyword_view?: 'matching' | 'hidden' | 'all';
  sort_order?: 'asc' | 'desc';
  search?: string;
  page?: number;
  page_size?: number;
}
interface SaveInput {
  include: string[];
  exclude: (string | { word: string; frequency?: number })[];
}
interface LabelInput {
  citationId: number;
  is_relevant: boolean | null;
}

interface LabellingOptions {
  project?: Partial<ProjectOutput>;
  citations?: CitationOutput[];
  suggestions?: SuggestedKeyword[];
  selected?: KeywordsResponse['selected_keywords'];
  /** "Still to find" as the results summary gives it; none by default (no iteration read in a model's order). */
  stillToFind?: StillToFindSummary;
}

/** The server's duplicate rule, in small: a word twice, or in both lists, is refused. */
function normalized({ include, exclude }: SaveInput): KeywordsResponse['selected_keywords'] {
  const lists = {
    include: include.map(normalizeKeyword).filter(Boolean),
    exclude: exclude
      .map((item) => (typeof item === 'string' ? { word: item, frequency: 1 } : item))
      .map((item) => ({ word: normalizeKeyword(item.word), frequency: Math.max(1, item.frequency ?? 1) })),
  };
  const words = [...lists.include, ...lists.exclude.map((e) => e.word)];
  if (new Set(words).size !== words.length) throw new TrpcFailure('CONFLICT', keywordMessages.duplicate);
  return lists;
}

/**
 * Project 7 with its keywords and citations, answering like the server: keyword lists, a filtered and
 * paged list with label counts for the current iteration, and the label rules (lock, maximum per class).
 * Hand `procedures` to fakeAuthApi({ overrides }).
 */
export function fakeLabellingApi({
  project: fields = {},
  citations = fakeCitations(20),
  suggestions = [],
  selected,
  stillToFind = { estimate: null, low: null, high: null, level: 0.9, reason: 'no-reading' },
}: LabellingOptions = {}) {
  const project = fakeProject({ id: 7, name: 'Statins in older adults', ...fields });
  const state = { citations: [...citations], selected: selected ?? { include: [], exclude: [] } };
  const counts = () => {
    const current = state.citations.filter((c) => c.iteration === project.current_iteration);
    return {
      relevant: current.filter((c) => c.is_relevant === true).length,
      irrelevant: current.filter((c) => c.is_relevant === false).length,
      iteration: project.current_iteration,
    };
  };
  const matchesLists = (lists: KeywordsResponse['selected_keywords']) => (c: CitationOutput) => {
    const text = `${c.title} ${c.abstract}`.toLowerCase();
    const occurrences = (word: string) => text.split(word).length - 1;
    return (
      c.is_relevant !== null ||
      ((lists.include.length === 0 || lists.include.some((word) => text.includes(word))) &&
        lists.exclude.every(({ word, frequency }) => occurrences(word) < frequency))
    );
  };
  const matches = (c: CitationOutput) => matchesLists(state.selected)(c);

  const procedures: Record<string, FakeProcedure> = {
    'projects.get': () => project,
    'training.summary': (): ResultsSummary => ({
      current_iteration: project.current_iteration,
      per_iteration: [],
      score_histogram: [],
      unlabelled: state.citations.filter((c) => c.is_relevant === null).length,
      estimated_relevant_remaining: stillToFind.estimate,
      still_to_find: stillToFind,
    }),
    'keywords.get': () => ({ suggested_keywords: suggestions, selected_keywords: state.selected }),
    'keywords.save': (input) => {
      state.selected = normalized(input as SaveInput);
      return state.selected;
    },
    'keywords.preview': (input) => {
      const lists = normalized(input as SaveInput);
      const matching = state.citations.filter(matchesLists(lists)).length;
      const relevant = state.citations.filter((c) => c.is_relevant === true);
      const unmatched = relevant.filter((c) => !matchesLists(lists)({ ...c, is_relevant: null }));
      return {
        matching,
        total: state.citations.length,
        hidden: state.citations.length - matching,
        relevant: relevant.length,
        relevant_unmatched: unmatched.length,
      };
    },
    'citations.filter': (input): FilterResult => {
      const { search, sort_order = 'desc', page = 1, page_size = 15, keyword_view = 'matching' } = input as FilterInput;
      const keywords = state.selected.include.length + state.selected.exclude.length > 0;
      const hidden = keywords ? state.citations.filter((c) => !matches(c)) : [];
      const shown = { matching: state.citations.filter(matches), hidden, all: state.citations }[keyword_view];
      const found = shown.filter(
        (c) => !search || `${c.title} ${c.abstract}`.toLowerCase().includes(search.toLowerCase()),
      );
      const ordered = sort_order === 'asc' ? [...found].reverse() : found;
      return {
        citations: ordered.slice((page - 1) * page_size, page * page_size),
        total_before_filtering: state.citations.length,
        total_after_filtering: found.length,
        filtered_by_keywords: keywords && keyword_view !== 'all',
        hidden_by_keywords: hidden.length,
        // This list has no label views, so the view's count is the project's.
        project_hidden_by_keywords: hidden.length,
        sort_order,
        sort_available: project.current_iteration > 0,
        page,
        page_size,
        label_counts: counts(),
        screening_mode: project.screening_mode,
      };
    },
    'citations.setLabel': (input) => {
      const { citationId, is_relevant } = input as LabelInput;
      const citation = state.citations.find((c) => c.id === citationId);
      if (!citation) throw new TrpcFailure('NOT_FOUND', keywordMessages.citationNotFound);
      // Continuous screening: no lock, no cap, and a decision belongs to no iteration.
      if (project.screening_mode === 'continuous') return Object.assign(citation, { is_relevant, iteration: null });
      if (
        citation.is_relevant !== null &&
        citation.iteration !== null &&
        citation.iteration < project.current_iteration
      ) {
        throw new TrpcFailure('CONFLICT', keywordMessages.locked);
      }
      const now = counts();
      if (
        is_relevant !== null &&
        citation.is_relevant !== is_relevant &&
        (is_relevant ? now.relevant : now.irrelevant) >= MAX_LABELS_PER_CLASS
      ) {
        throw new TrpcFailure('CONFLICT', keywordMessages.maximum);
      }
      Object.assign(citation, { is_relevant, iteration: is_relevant === null ? null : project.current_iteration });
      return citation;
    },
    'projects.setScreeningMode': (input) =>
      Object.assign(project, {
        screening_mode: (input as { screening_mode: ProjectOutput['screening_mode'] }).screening_mode,
      }),
  };
  return { project, state, procedures };
}
