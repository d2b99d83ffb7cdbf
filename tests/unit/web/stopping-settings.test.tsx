import { cleanup, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { screeningMessages } from '../../../src/shared/screening.messages.ts';
import { fakeCitations } from '../../helpers/msw-labelling.ts';
import { fakeContinuousScreening } from '../../helpers/msw-screening.ts';
import { renderApp } from './render-app.tsx';

vi.setConfig({ testTimeout: 15_000 });

function fakeScreening() {
  const [record] = fakeCitations(1);
  fakeContinuousScreening(record!);
  return record!;
}

test("the stopping test's target recall a reviewer sets for a project is still set after a reload", async () => {
  localStorage.clear();
  const record = fakeScreening();
  const first = renderApp('/projects/7/screen');
  await screen.findByRole('heading', { name: record.title });
  const recall = screen.getByRole('spinbutton', { name: /^Target recall/ });
  expect((recall as HTMLInputElement).value).toBe('95.0');
  await first.user.clear(recall);
  await first.user.type(recall, '99');
  await first.user.tab();
  await waitFor(() => expect(JSON.parse(localStorage.getItem('stopping-test:7') ?? '{}').target_recall).toBe(0.99));
  cleanup();

  fakeScreening();
  renderApp('/projects/7/screen');
  await screen.findByRole('heading', { name: record.title });
  expect((screen.getByRole('spinbutton', { name: /^Target recall/ }) as HTMLInputElement).value).toBe('99.0');
  // Another project keeps its own (here the defaults).
  expect(localStorage.getItem('stopping-test:8')).toBeNull();
});

const stoppingAt = (screened: number) => () => ({
  screened,
  relevant_found: 0,
  irrelevant_in_a_row: screened,
  remaining: 10 - screened,
  maybe: 0,
  awaiting_second: 0,
  open_conflicts: 0,
  can_stop: false,
  p_value: null,
  statement: 'Not yet.',
  target_recall: 0.95,
  confidence: 0.95,
  total: 10,
  curve: [],
});

test('Finish screening waits for a first decision, and says so', async () => {
  const [record] = fakeCitations(1);
  fakeContinuousScreening(record!, {}, { 'screening.stopping': stoppingAt(0) });
  renderApp('/projects/7/screen');
  const finish = await screen.findByRole('button', { name: /Finish screening/ });
  await waitFor(() => expect((finish as HTMLButtonElement).disabled).toBe(true));
  expect(finish.getAttribute('aria-describedby')).toBeTruthy();
  expect(document.getElementById(finish.getAttribute('aria-describedby')!)?.textContent).toBe(
    screeningMessages.finishNothingScreened,
  );
  cleanup();

  fakeContinuousScreening(record!, {}, { 'screening.stopping': stoppingAt(3) });
  renderApp('/projects/7/screen');
  await screen.findByText('Not yet.');
  expect((screen.getByRole('button', { name: /Finish screening/ }) as HTMLButtonElement).disabled).toBe(false);
  expect(screen.queryByText(screeningMessages.finishNothingScreened)).toBeNull();
});
