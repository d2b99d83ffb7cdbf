import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { DEFAULT_EXCLUSION_REASONS, type ReviewOutput } from '../../../src/shared/review.schema.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { fakeCitation, fakeLabellingApi } from '../../helpers/msw-labelling.ts';
import { renderApp } from './render-app.tsx';

vi.setConfig({ testTimeout: 15_000 });

/** The labelling list with the notes procedures answered as the server would, each save kept. */
async function openLabelling(mode: 'iterations' | 'continuous') {
  const api = fakeLabellingApi({
    project: { screening_mode: mode },
    citations: [
      fakeCitation(1, { title: 'Statin trial' }),
      fakeCitation(2, {
        title: 'Exercise cohort',
        is_relevant: false,
        review: { note: 'Adults only', tags: ['cohort'], exclusion_reason: null },
      }),
    ],
  });
  const review = (input: Record<string, unknown>): ReviewOutput => ({
    citation_id: input.citationId as number,
    user_id: ada.id,
    note: (input.note as string | null | undefined) ?? null,
    tags: (input.tags as string[] | undefined) ?? [],
    exclusion_reason: (input.exclusion_reason as string | null | undefined) ?? null,
    maybe: Boolean(input.maybe),
    updated_at: null,
  });
  const { calls } = fakeAuthApi({
    signedIn: ada,
    overrides: {
      ...api.procedures,
      'reviews.reasons': () => ({ reasons: [...DEFAULT_EXCLUSION_REASONS] }),
      'reviews.tags': () => ({ tags: [{ tag: 'cohort', records: 1 }] }),
      'members.list': () => ({ members: [] }),
      'reviews.save': (input) => review(input as Record<string, unknown>),
      'reviews.setMaybe': (input) => review(input as Record<string, unknown>),
    },
  });
  const app = renderApp('/projects/7/citations');
  await screen.findAllByRole('article');
  return { ...app, inputsTo: (name: string) => calls.filter((c) => c.path === name).map((c) => c.input) };
}

const card = (title: string) => within(screen.getByRole('article', { name: title }));

test("each card holds the reviewer's own note, saved when the field is left, and says it is saved", async () => {
  const { user, inputsTo } = await openLabelling('iterations');
  expect((card('Exercise cohort').getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Adults only');
  await user.type(card('Statin trial').getByLabelText('Note'), 'Check the dose');
  expect(inputsTo('reviews.save')).toEqual([]);
  await user.tab();
  await waitFor(() =>
    expect(inputsTo('reviews.save')).toEqual([
      expect.objectContaining({ projectId: 7, citationId: 1, note: 'Check the dose' }),
    ]),
  );
  expect(await card('Statin trial').findByText('Saved')).toBeTruthy();
});

test('an exclusion reason is offered on an excluded record only, from the project list', async () => {
  const { inputsTo } = await openLabelling('iterations');
  expect(card('Statin trial').queryByLabelText('Exclusion reason')).toBeNull();
  const reason = card('Exercise cohort').getByLabelText('Exclusion reason');
  fireEvent.mouseDown(reason);
  fireEvent.click(await screen.findByTitle('wrong outcome'));
  await waitFor(() =>
    expect(inputsTo('reviews.save')).toEqual([
      expect.objectContaining({ citationId: 2, exclusion_reason: 'wrong outcome' }),
    ]),
  );
});

test('Maybe is a button of continuous projects only, pressed to set a record aside', async () => {
  await openLabelling('iterations');
  expect(card('Statin trial').queryByRole('button', { name: 'Maybe' })).toBeNull();
  cleanup();
  const { user, inputsTo } = await openLabelling('continuous');
  const maybe = card('Statin trial').getByRole('button', { name: 'Maybe' });
  expect(maybe.getAttribute('aria-pressed')).toBe('false');
  await user.click(maybe);
  await waitFor(() =>
    expect(inputsTo('reviews.setMaybe')).toEqual([expect.objectContaining({ citationId: 1, maybe: true })]),
  );
});
