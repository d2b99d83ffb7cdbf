import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { screeningMessages } from '../../../src/shared/screening.messages.ts';
import { fakeCitations } from '../../helpers/msw-labelling.ts';
import { fakeContinuousScreening, nextOf } from '../../helpers/msw-screening.ts';
import { renderApp } from './render-app.tsx';

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => onlineManager.setOnline(true));

test('decisions given offline are said to be unsaved until the connection is back, then sent', async () => {
  const [record] = fakeCitations(1);
  const { calls } = fakeContinuousScreening(record!);
  const { user } = renderApp('/projects/7/screen');
  await screen.findByRole('heading', { name: record!.title });
  onlineManager.setOnline(false);
  await user.keyboard('r');
  const warning = await screen.findByText(screeningMessages.offlineUnsaved(1));
  expect(warning.closest('[role="status"]')).toBeTruthy();
  expect(calls.filter((c) => c.path === 'citations.setLabel')).toEqual([]);
  // Leaving the page now asks first.
  const leave = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(leave);
  expect(leave.defaultPrevented).toBe(true);

  onlineManager.setOnline(true);
  await waitFor(() =>
    expect(calls.filter((c) => c.path === 'citations.setLabel').map((c) => c.input)).toEqual([
      expect.objectContaining({ citationId: record!.id, is_relevant: true }),
    ]),
  );
  await waitFor(() => expect(screen.queryByText(screeningMessages.offlineUnsaved(1))).toBeNull());
});

test('a decision the server has not answered yet makes leaving the page ask first, online too', async () => {
  const [record] = fakeCitations(1);
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const { calls } = fakeContinuousScreening(
    record!,
    {},
    {
      'citations.setLabel': async (input) => {
        await answered;
        return { ...record!, is_relevant: (input as { is_relevant: boolean }).is_relevant, iteration: null };
      },
    },
  );
  const { user } = renderApp('/projects/7/screen');
  await screen.findByRole('heading', { name: record!.title });
  const leaveAsks = () => {
    const leave = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leave);
    return leave.defaultPrevented;
  };
  expect(leaveAsks()).toBe(false);
  await user.keyboard('r');
  await waitFor(() => expect(calls.some((c) => c.path === 'citations.setLabel')).toBe(true));
  // Sent, not yet answered: closing or reloading now would lose it. Online, nothing else is shown.
  expect(leaveAsks()).toBe(true);
  expect(screen.queryByText(screeningMessages.offlineUnsaved(1))).toBeNull();
  answer();
  await waitFor(() => expect(leaveAsks()).toBe(false));
});

test('a decision key pressed while the next record is still loading says that nothing was decided', async () => {
  const [first, second] = fakeCitations(2);
  const decided = new Set<number>();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const next = nextOf([first!, second!], decided);
  let served = 0;
  const { calls } = fakeContinuousScreening(
    first!,
    {},
    {
      // The first record comes at once; every later one waits, as on a slow connection.
      'screening.next': async (input) => {
        if (served++ > 0) await released;
        return next(input);
      },
      'citations.setLabel': (input) => {
        decided.add((input as { citationId: number }).citationId);
        return { ...first!, is_relevant: false, iteration: null };
      },
    },
  );
  const { user } = renderApp('/projects/7/screen');
  await screen.findByRole('heading', { name: first!.title });
  await user.keyboard('i');
  await waitFor(() => expect(screen.queryByRole('heading', { name: first!.title })).toBeNull());
  await user.keyboard('r');
  expect(await screen.findByText(screeningMessages.nextStillLoading)).toBeTruthy();
  release();
  await screen.findByRole('heading', { name: second!.title });
  expect(calls.filter((c) => c.path === 'citations.setLabel').map((c) => c.input)).toEqual([
    expect.objectContaining({ citationId: first!.id, is_relevant: false }),
  ]);
});
