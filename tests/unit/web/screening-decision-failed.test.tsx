import { screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { screeningMessages } from '../../../src/shared/screening.messages.ts';
import { fakeCitations } from '../../helpers/msw-labelling.ts';
import { fakeContinuousScreening, nextOf } from '../../helpers/msw-screening.ts';
import { NetworkFailure, TrpcFailure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

// The failed request and its toast take seconds on a loaded machine (21 s beside other test runs).
vi.setConfig({ testTimeout: 30_000 });

test('a decision that does not land puts its record back in the queue, where it is served again', async () => {
  const [first, second] = fakeCitations(2);
  const decided = new Set<number>();
  fakeContinuousScreening(
    null,
    {},
    {
      'screening.next': nextOf([first!, second!], decided),
      // The first decision fails (a busy server that did not answer in time, say); the second lands.
      'citations.setLabel': (input) => {
        const { citationId, is_relevant } = input as { citationId: number; is_relevant: boolean };
        if (citationId === first!.id) throw new TrpcFailure('INTERNAL_SERVER_ERROR', 'A server error occurred.');
        decided.add(citationId);
        return { ...second!, is_relevant, iteration: null };
      },
    },
  );
  const { user } = renderApp('/projects/7/screen');
  await screen.findByRole('heading', { name: first!.title }, { timeout: 8_000 });
  await user.keyboard('i');
  await screen.findByRole('heading', { name: second!.title });
  // Given up after three resends over some 5 s (a server that answers, with a failure).
  await screen.findByText(screeningMessages.decisionFailed, {}, { timeout: 15_000 });
  await user.keyboard('i');

  // Before, the sitting passed over the first record to its end: "Every record is screened." beside "Left 1".
  expect(await screen.findByRole('heading', { name: first!.title })).toBeTruthy();
  expect(screen.queryByText(screeningMessages.noneLeft)).toBeNull();
});

test('a decision whose answer was lost is asked again and, having landed, stays for Undo', async () => {
  const [first, second] = fakeCitations(2);
  const decided = new Map<number, boolean | null>();
  let answersLost = 1;
  const { calls } = fakeContinuousScreening(
    null,
    {},
    {
      // A label taken back (null) leaves the record to serve again.
      'screening.next': nextOf([first!, second!], {
        has: (id) => decided.get(id) != null,
        get size() {
          return decided.size;
        },
      }),
      // The first decision lands, but its answer never reaches the browser (a timeout on a busy server, a dropped
      // connection); asked again, the server answers. Labels given again are no change, as on the server.
      'citations.setLabel': (input) => {
        const { citationId, is_relevant } = input as { citationId: number; is_relevant: boolean | null };
        decided.set(citationId, is_relevant);
        if (citationId === first!.id && answersLost-- > 0) throw new NetworkFailure();
        return { ...[first!, second!].find((c) => c.id === citationId)!, is_relevant, iteration: null };
      },
    },
  );
  const labelsOf = (id: number) =>
    calls.filter((c) => c.path === 'citations.setLabel' && (c.input as { citationId: number }).citationId === id);
  const { user } = renderApp('/projects/7/screen');
  await screen.findByRole('heading', { name: first!.title }, { timeout: 8_000 });
  await user.keyboard('i');
  await screen.findByRole('heading', { name: second!.title });
  await user.keyboard('i');
  // Sent in turn: the second decision goes once the first one's outcome is known (unknown: it is waited on).
  await waitFor(() => expect(labelsOf(second!.id)).toHaveLength(1));
  // The lost one is asked again a second later, behind it.
  await waitFor(() => expect(labelsOf(first!.id)).toHaveLength(2), { timeout: 5_000 });
  await screen.findByText(screeningMessages.noneLeft);

  await user.keyboard('u');
  await screen.findByRole('heading', { name: second!.title });
  await user.keyboard('u');
  // Before, the lost answer took the first decision off the Undo list: "Nothing to undo", its label left on.
  expect(await screen.findByRole('heading', { name: first!.title })).toBeTruthy();
  await waitFor(() => expect(decided.get(first!.id)).toBeNull());
  expect(labelsOf(first!.id).map((c) => (c.input as { is_relevant: boolean | null }).is_relevant)).toEqual([
    false,
    false,
    null,
  ]);
  expect(screen.queryByText(screeningMessages.decisionFailed)).toBeNull();
});
