import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { DEFAULT_EXCLUSION_REASONS, type ReviewOutput } from '../../../src/shared/review.schema.ts';
import { ada } from '../../helpers/msw-auth.ts';
import { fakeCitations } from '../../helpers/msw-labelling.ts';
import { fakeContinuousScreening } from '../../helpers/msw-screening.ts';
import { renderApp } from './render-app.tsx';

vi.setConfig({ testTimeout: 15_000 });

test('an exclusion reason given with Irrelevant is saved even when the next record is decided before the first decision lands', async () => {
  const [first, second] = fakeCitations(2);
  let land = () => {};
  const landed = new Promise<void>((resolve) => (land = resolve));
  const { calls } = fakeContinuousScreening(
    null,
    {},
    {
      'screening.next': (input) => {
        const skip = (input as { skip: number[] }).skip;
        const citation = [first!, second!].find((c) => !skip.includes(c.id)) ?? null;
        const progress = { total: 2, screened: 0, relevant: 0, irrelevant: 0, remaining: 2, unlabelled: 2, maybe: 0 };
        const model = { model_trained_at: null, labelled_since_training: 0, model_retraining: false };
        return { citation, hidden_by_keywords: false, ...model, progress, dual: null };
      },
      // The first decision is answered only once the second has been given (a slow server).
      'citations.setLabel': async (input) => {
        const { citationId, is_relevant } = input as { citationId: number; is_relevant: boolean };
        if (citationId === first!.id) await landed;
        return { ...(citationId === first!.id ? first! : second!), is_relevant, iteration: null };
      },
      'reviews.reasons': () => ({ reasons: [...DEFAULT_EXCLUSION_REASONS] }),
      'reviews.tags': () => ({ tags: [] }),
      'reviews.save': (input): ReviewOutput => ({
        citation_id: (input as { citationId: number }).citationId,
        user_id: ada.id,
        note: null,
        tags: [],
        exclusion_reason: (input as { exclusion_reason?: string }).exclusion_reason ?? null,
        maybe: false,
        updated_at: null,
      }),
    },
  );
  const { user } = renderApp('/projects/7/screen');
  await screen.findByRole('heading', { name: first!.title }, { timeout: 8_000 });
  fireEvent.mouseDown(screen.getByLabelText('Exclusion reason (given with Irrelevant)'));
  fireEvent.click(await screen.findByTitle('wrong outcome'));
  await user.keyboard('i');
  await screen.findByRole('heading', { name: second!.title }, { timeout: 8_000 });
  await user.keyboard('r');
  land();

  await waitFor(() =>
    expect(calls.filter((c) => c.path === 'citations.setLabel').map((c) => c.input)).toEqual([
      expect.objectContaining({ citationId: first!.id, is_relevant: false }),
      expect.objectContaining({ citationId: second!.id, is_relevant: true }),
    ]),
  );
  await waitFor(() =>
    expect(calls.filter((c) => c.path === 'reviews.save').map((c) => c.input)).toEqual([
      expect.objectContaining({ citationId: first!.id, exclusion_reason: 'wrong outcome' }),
    ]),
  );
});
