import { screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { projectScreenMessages } from '../../../src/shared/project-screen.messages.ts';
import { screeningMessages } from '../../../src/shared/screening.messages.ts';
import { fakeCitations } from '../../helpers/msw-labelling.ts';
import { fakeProject } from '../../helpers/msw-projects.ts';
import { fakeContinuousScreening, nextOf } from '../../helpers/msw-screening.ts';
import { NetworkFailure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

// The resends wait 1 s, then 2 s: the decision lands some 3 s after it was given.
vi.setConfig({ testTimeout: 30_000 });

test('a server that does not answer for a few seconds (a restart) keeps the reviewer on the record, and the decision lands', async () => {
  const [first, second] = fakeCitations(2);
  const decided = new Map<number, boolean>();
  let down = false;
  const project = fakeProject({ id: 7, name: 'Statins in older adults', screening_mode: 'continuous' });
  const { calls } = fakeContinuousScreening(
    null,
    {},
    {
      'projects.get': () => {
        if (down) throw new NetworkFailure();
        return project;
      },
      'screening.next': nextOf([first!, second!], decided, () => down),
      'citations.setLabel': (input) => {
        if (down) throw new NetworkFailure();
        const { citationId, is_relevant } = input as { citationId: number; is_relevant: boolean };
        decided.set(citationId, is_relevant);
        return { ...[first!, second!].find((c) => c.id === citationId)!, is_relevant, iteration: null };
      },
    },
  );
  const sent = () => calls.filter((c) => c.path === 'citations.setLabel');
  const { user } = renderApp('/projects/7/screen');
  await screen.findByRole('heading', { name: first!.title }, { timeout: 8_000 });

  down = true;
  await user.keyboard('i');
  // Said on the page while it waits, and leaving the page asks first.
  const waiting = await screen.findByText(screeningMessages.serverAwayUnsaved(1), {}, { timeout: 5_000 });
  expect(waiting.closest('[role="status"]')).toBeTruthy();
  const leave = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(leave);
  expect(leave.defaultPrevented).toBe(true);
  // Before, three sends within a tenth of a second, then "Error fetching project" in place of the whole view.
  expect(sent().length).toBeLessThanOrEqual(2);
  expect(screen.queryByText(projectScreenMessages.fetchFailed)).toBeNull();
  expect(screen.getByRole('button', { name: /^Relevant/ })).toBeTruthy();

  down = false;
  await waitFor(() => expect(decided.get(first!.id)).toBe(false), { timeout: 10_000 });
  await screen.findByRole('heading', { name: second!.title }, { timeout: 10_000 });
  await waitFor(() => expect(screen.queryByText(screeningMessages.serverAwayUnsaved(1))).toBeNull());
  expect(screen.queryByText(screeningMessages.decisionFailed)).toBeNull();
  // Kept for Undo, as any decision that landed.
  await user.keyboard('u');
  expect(await screen.findByRole('heading', { name: first!.title })).toBeTruthy();
});
