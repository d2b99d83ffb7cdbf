import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { DEFAULT_EXCLUSION_REASONS, type ReviewOutput } from '../../../src/shared/review.schema.ts';
import { messages } from '../../../src/shared/messages.ts';
import { ada, PASSWORD } from '../../helpers/msw-auth.ts';
import { fakeCitations } from '../../helpers/msw-labelling.ts';
import { fakeContinuousScreening } from '../../helpers/msw-screening.ts';
import { server } from '../../helpers/msw-server.ts';
import { TrpcFailure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

vi.setConfig({ testTimeout: 15_000 });

/** The screening view of a continuous project on one record, each save of a review kept (tRPC and REST). */
async function openScreening() {
  const [record] = fakeCitations(1);
  const review = (input: Record<string, unknown>): ReviewOutput => ({
    citation_id: input.citationId as number,
    user_id: ada.id,
    note: (input.note as string | null | undefined) ?? null,
    tags: [],
    exclusion_reason: null,
    maybe: false,
    updated_at: null,
  });
  const { calls } = fakeContinuousScreening(
    record!,
    {},
    {
      'reviews.reasons': () => ({ reasons: [...DEFAULT_EXCLUSION_REASONS] }),
      'reviews.tags': () => ({ tags: [] }),
      'reviews.save': (input) => review(input as Record<string, unknown>),
    },
  );
  const beacons: Array<{ url: string; body: unknown }> = [];
  server.use(
    http.put('*/api/projects/:id/citations/:citationId/review', async ({ request }) => {
      beacons.push({ url: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json(review({ citationId: record!.id }));
    }),
  );
  const app = renderApp('/projects/7/screen');
  await screen.findByRole('heading', { name: record!.title });
  return {
    ...app,
    record: record!,
    beacons,
    saves: () => calls.filter((c) => c.path === 'reviews.save').map((c) => c.input),
  };
}

test('a note typed in the screening view is saved a second after the last key, without leaving the field', async () => {
  const { user, record, saves } = await openScreening();
  const field = screen.getByLabelText('Note');
  await user.click(field);
  await user.type(field, 'Check the dose');
  expect(saves()).toEqual([]);
  await waitFor(
    () => expect(saves()).toEqual([expect.objectContaining({ citationId: record.id, note: 'Check the dose' })]),
    {
      timeout: 3000,
    },
  );
  expect(document.activeElement).toBe(field);
  const status = await screen.findByText('Saved');
  expect(status.getAttribute('aria-live')).toBe('polite');
  // Leaving the field afterwards sends nothing more: the server has the note.
  await user.tab();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(saves()).toHaveLength(1);
});

test('a note typed just before the page is closed is sent as the page goes (fetch keepalive)', async () => {
  const { user, record, beacons, saves } = await openScreening();
  const field = screen.getByLabelText('Note');
  await user.click(field);
  await user.type(field, 'Adults only');
  fireEvent(window, new Event('pagehide'));
  await waitFor(() =>
    expect(beacons).toEqual([{ url: `/api/projects/7/citations/${record.id}/review`, body: { note: 'Adults only' } }]),
  );
  // Once only: the debounced save does not send it again.
  await new Promise((resolve) => setTimeout(resolve, 1300));
  expect(saves()).toEqual([]);
  expect(beacons).toHaveLength(1);
});

test('Escape in the note saves it and gives the focus back to the record, where the keys work again', async () => {
  const { user, record, saves } = await openScreening();
  const field = screen.getByLabelText('Note');
  await user.click(field);
  await user.type(field, 'Crossover design');
  await user.keyboard('{Escape}');
  const article = screen.getByRole('heading', { name: record.title }).closest('article');
  expect(document.activeElement).toBe(article);
  await waitFor(() =>
    expect(saves()).toEqual([expect.objectContaining({ citationId: record.id, note: 'Crossover design' })]),
  );
});

test('a note typed as the session ends waits in the tab, and is saved once the reviewer signs in again and is back', async () => {
  const [record] = fakeCitations(1);
  let expired = false;
  const saved: unknown[] = [];
  const { calls, session } = fakeContinuousScreening(
    record!,
    {},
    {
      'reviews.reasons': () => ({ reasons: [...DEFAULT_EXCLUSION_REASONS] }),
      'reviews.tags': () => ({ tags: [] }),
      'reviews.save': (input) => {
        if (expired) throw new TrpcFailure('UNAUTHORIZED', messages.notSignedIn);
        const { citationId, note } = input as { citationId: number; note: string | null };
        saved.push(note);
        return {
          citation_id: citationId,
          user_id: ada.id,
          note,
          tags: [],
          exclusion_reason: null,
          maybe: false,
          updated_at: null,
        };
      },
    },
  );
  const { user, location } = renderApp('/projects/7/screen');
  await screen.findByRole('heading', { name: record!.title });
  expired = true;
  session.user = null;
  await user.click(screen.getByLabelText('Note'));
  await user.type(screen.getByLabelText('Note'), 'Dose not reported');
  // The save a second later meets the ended session: the sign-in page, with the way back.
  expect(await screen.findByRole('heading', { name: 'Sign in to your account' }, { timeout: 5_000 })).toBeTruthy();
  expect(location().pathname).toBe('/auth');
  expect(saved).toEqual([]);

  expired = false;
  await user.type(await screen.findByLabelText('Email'), ada.email);
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  // Back on the record, the note as typed, and saved (before: the dashboard, and the words gone).
  await screen.findByRole('heading', { name: record!.title });
  expect(location().pathname).toBe('/projects/7/screen');
  expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Dose not reported');
  await waitFor(() => expect(saved).toEqual(['Dose not reported']));
  expect(calls.filter((c) => c.path === 'reviews.save').length).toBeGreaterThanOrEqual(2);
  expect(sessionStorage.length).toBe(0);
});
