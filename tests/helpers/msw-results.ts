import { http, HttpResponse } from 'msw/http';
import {
  MAX_LABELS_PER_CLASS,
  MIN_LABELS_PER_CLASS,
  type CitationOutput,
  type FilterResult,
} from '../../src/shared/citation.schema.ts';
import { keywordMessages, trainingMessages } from '../../src/shared/messages.ts';
import type { ProjectOutput } from '../../src/shared/project.schema.ts';
import { MAX_ITERATIONS, type ResultsSummary, type TrainingRunOutput } from '../../src/shared/training.schema.ts';
import { fakeCitation } from './msw-labelling.ts';
import { fakeProject } from './msw-projects.ts';
import { server } from './msw-server.ts';
import { TrpcFailure, type FakeProcedure } from './msw-trpc.ts';

interface FilterInput {
  is_relevant?: boolean | null;
  sort_order?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
}
interface LabelInput {
  citationId: number;
  is_relevant: boolean | null;
}

/** `count` unlabelled citations the model has scored, best first: 0.99, 0.98, ... */
export const scoredCitations = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    fakeCitation(i + 1, { relevance_score: Math.round((0.99 - i * 0.01) * 100) / 100 }),
  );

/** `count` citations labelled in iteration `iteration`, relevant or not, ids from `firstId`. */
export const labelledCitations = (count: number, relevant: boolean, firstId: number, iteration = 0) =>
  Array.from({ length: count }, (_, i) =>
    fakeCitation(firstId + i, {
      title: `${relevant ? 'Kept' : 'Dropped'} ${firstId + i}`,
      is_relevant: relevant,
      iteration,
    }),
  );

/** A training run as training.iterations and training.train answer it. */
export function fakeRun(iteration: number, fields: Partial<TrainingRunOutput> = {}): TrainingRunOutput {
  return {
    id: iteration,
    iteration,
    model_name: 'logistic-regression+random-forest',
    parameters: {},
    training_size: 10 * iteration,
    relevant_count: 5 * iteration,
    irrelevant_count: 5 * iteration,
    feature_count: 1_234,
    duration_ms: 850,
    metrics: { cv_auc: 0.91, training_size: 10 * iteration },
    created_at: '2026-03-06T12:00:00.000Z',
    ...fields,
  };
}

interface ResultsOptions {
  project?: Partial<ProjectOutput>;
  citations?: CitationOutput[];
  summary?: Partial<ResultsSummary>;
  /** Unlabelled citations the keyword lists hide, beyond `citations`: the Unlabeled view counts them, as the server does. */
  hidden?: number;
}

const byScore = (a: CitationOutput, b: CitationOutput) =>
  (b.relevance_score ?? -1) - (a.relevance_score ?? -1) || a.id - b.id;

/**
 * Project 7 after its first training, answering like the server: the lists filtered by label
 * (is_relevant null = unlabelled only) and ranked by score, the label rules, training with the
 * 5-to-10 rule and the 10-iteration limit, the summary and the history. Hand `procedures` to
 * fakeAuthApi({ overrides }).
 */
export function fakeResultsApi({
  project: fields = {},
  citations = scoredCitations(20),
  summary = {},
  hidden = 0,
}: ResultsOptions = {}) {
  const project = fakeProject({ id: 7, name: 'Statins in older adults', current_iteration: 1, ...fields });
  const state = {
    citations: [...citations],
    runs: Array.from({ length: project.current_iteration }, (_, i) => fakeRun(i + 1)),
  };
  const counts = () => {
    const current = state.citations.filter((c) => c.iteration === project.current_iteration);
    const of = (label: boolean) => current.filter((c) => c.is_relevant === label).length;
    return { relevant: of(true), irrelevant: of(false), iteration: project.current_iteration };
  };

  const procedures: Record<string, FakeProcedure> = {
    'projects.get': () => project,
    'citations.filter': (input): FilterResult => {
      const { is_relevant, sort_order = 'desc', page = 1, page_size = 15 } = input as FilterInput;
      const found = state.citations
        .filter((c) => is_relevant === undefined || c.is_relevant === is_relevant)
        .sort(byScore);
      const ordered = sort_order === 'asc' ? found.reverse() : found;
      // The keywords narrow only the views with unlabelled citations; the Relevant and Irrelevant ones hide nothing.
      const viewHidden = is_relevant === true || is_relevant === false ? 0 : hidden;
      return {
        citations: ordered.slice((page - 1) * page_size, page * page_size),
        total_before_filtering: found.length + viewHidden,
        total_after_filtering: found.length,
        filtered_by_keywords: viewHidden > 0,
        hidden_by_keywords: viewHidden,
        project_hidden_by_keywords: hidden,
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
    'training.summary': (): ResultsSummary => ({
      current_iteration: project.current_iteration,
      per_iteration: [{ iteration: 0, relevant: 5, irrelevant: 5 }],
      score_histogram: Array.from({ length: 10 }, (_, i) => ({ from: i / 10, to: (i + 1) / 10, count: i })),
      unlabelled: state.citations.filter((c) => c.is_relevant === null).length,
      estimated_relevant_remaining: 3,
      still_to_find: { estimate: 3, low: 1, high: 9, level: 0.9, reason: null },
      ...summary,
    }),
    'training.iterations': () => ({ current_iteration: project.current_iteration, iterations: state.runs }),
    'training.train': () => {
      if (project.current_iteration >= MAX_ITERATIONS)
        throw new TrpcFailure('CONFLICT', trainingMessages.maxIterations);
      const { relevant, irrelevant } = counts();
      if (relevant < MIN_LABELS_PER_CLASS || irrelevant < MIN_LABELS_PER_CLASS) {
        throw new TrpcFailure('BAD_REQUEST', trainingMessages.notEnough(relevant, irrelevant), undefined, {
          title: trainingMessages.notEnoughTitle,
        });
      }
      project.current_iteration += 1;
      const run = fakeRun(project.current_iteration);
      state.runs.push(run);
      const scored = state.citations.length;
      return {
        message: trainingMessages.trained(project.current_iteration, scored),
        current_iteration: project.current_iteration,
        scored,
        training_run: run,
      };
    },
  };
  return { project, state, procedures };
}

/** Answers GET /api/projects/{id}/download with a small workbook-like file and records each request's URL. */
export function fakeDownload(
  answer: () => Response = () => new HttpResponse(new Blob(['xlsx bytes']), { status: 200 }),
) {
  const requests: URL[] = [];
  server.use(
    http.get('*/api/projects/:id/download', ({ request }) => {
      requests.push(new URL(request.url));
      return answer();
    }),
  );
  return { requests };
}
