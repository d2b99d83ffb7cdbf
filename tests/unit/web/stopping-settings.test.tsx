import { cleanup, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
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
