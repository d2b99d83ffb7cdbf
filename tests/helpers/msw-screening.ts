import type { CitationOutput } from '../../src/shared/citation.schema.ts';
import type { ScreeningProgress } from '../../src/shared/screening.schema.ts';
import { ada, fakeAuthApi } from './msw-auth.ts';
import { fakeLabellingApi } from './msw-labelling.ts';
import { NetworkFailure, type FakeProcedure } from './msw-trpc.ts';

/**
 * A signed-in reviewer on a continuous project (id 7) whose /next always answers `citation` (null: none left to
 * serve) with `progress`; the rest of the labelling API faked as fakeLabellingApi does, and `overrides` on top.
 */
export function fakeContinuousScreening(
  citation: CitationOutput | null,
  progress: Partial<ScreeningProgress> = {},
  overrides: Record<string, FakeProcedure> = {},
) {
  const api = fakeLabellingApi({ project: { screening_mode: 'continuous', current_iteration: 1 }, citations: [] });
  return fakeAuthApi({
    signedIn: ada,
    overrides: {
      ...api.procedures,
      'screening.next': () => ({
        citation,
        hidden_by_keywords: false,
        model_trained_at: null,
        labelled_since_training: 0,
        model_retraining: false,
        ordered_by_keywords: false,
        progress: {
          total: 1,
          screened: 0,
          relevant: 0,
          irrelevant: 0,
          remaining: 1,
          unlabelled: 1,
          maybe: 0,
          ...progress,
        },
        dual: null,
      }),
      ...overrides,
    },
  });
}

/**
 * /next over a few records: the first not skipped and not decided (`decided` holds the ids with a label, as the
 * fake's setLabel keeps them), with counts to match; `down()` makes it fail as a server that does not answer.
 */
export function nextOf(
  records: CitationOutput[],
  decided: { has: (id: number) => boolean; readonly size: number },
  down: () => boolean = () => false,
): FakeProcedure {
  return (input) => {
    if (down()) throw new NetworkFailure();
    const skip = (input as { skip: number[] }).skip;
    const citation = records.find((c) => !skip.includes(c.id) && !decided.has(c.id)) ?? null;
    const n = records.length;
    const progress = { total: n, screened: decided.size, relevant: 0, irrelevant: decided.size, maybe: 0 };
    const left = { remaining: n - decided.size, unlabelled: n - decided.size };
    const model = { model_trained_at: null, labelled_since_training: 0, model_retraining: false };
    return { citation, hidden_by_keywords: false, ...model, progress: { ...progress, ...left }, dual: null };
  };
}
