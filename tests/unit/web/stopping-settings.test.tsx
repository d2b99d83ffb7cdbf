import { cleanup, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { fakeCitations, fakeLabellingApi } from '../../helpers/msw-labelling.ts';
import { renderApp } from './render-app.tsx';

vi.setConfig({ testTimeout: 15_000 });

function fakeScreening() {
  const [record] = fakeCitations(1);
  const api = fakeLabellingApi({ project: { screening_mode: 'continuous', current_iteration: 1 }, citations: [] });
  fakeAuthApi({
    signedIn: ada,
    overrides: {
      ...api.procedures,
      'screening.next': () => ({
        citation: record,
        hidden_by_keywords: false,
        model_trained_at: null,
        labelled_since_training: 0,
        model_retraining: false,
        progress: { total: 1, screened: 0, relevant: 0, irrelevant: 0, remaining: 1, unlabelled: 1, maybe: 0 },
        dual: null,
      }),
    },
  });
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
