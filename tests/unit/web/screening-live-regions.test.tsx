import { screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { fakeCitations } from '../../helpers/msw-labelling.ts';
import { fakeContinuousScreening, nextOf } from '../../helpers/msw-screening.ts';
import { renderApp } from './render-app.tsx';

vi.setConfig({ testTimeout: 15_000 });

const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';

/** The text of every live region on the page, each once (a region inside another is read with it). */
function liveTexts() {
  const regions = [...document.querySelectorAll(LIVE)].filter((el) => !el.parentElement?.closest(LIVE));
  return regions.map((el) => el.textContent ?? '');
}

/** A stopping test whose p-value moves with every decision and whose answer turns to "stop" after `stopAt`. */
function stoppingOf(decided: { readonly size: number }, stopAt: number) {
  return () => {
    const screened = decided.size;
    const canStop = screened >= stopAt;
    return {
      screened,
      relevant_found: 0,
      irrelevant_in_a_row: screened,
      remaining: 5 - screened,
      maybe: 0,
      awaiting_second: 0,
      open_conflicts: 0,
      can_stop: canStop,
      p_value: 0.5 / (screened + 1),
      statement: canStop ? 'With 95 % confidence at least 95 % of the relevant records are found.' : 'Not yet.',
      target_recall: 0.95,
      confidence: 0.95,
      total: 5,
      curve: [],
    };
  };
}

test('a key pressed while screening is said once: the counts and the p-value change quietly, the stopping answer is said when it changes', async () => {
  const records = fakeCitations(5);
  const decided = new Set<number>();
  fakeContinuousScreening(
    null,
    {},
    {
      'screening.next': nextOf(records, decided),
      'screening.stopping': stoppingOf(decided, 2),
      'citations.setLabel': (input) => {
        const { citationId, is_relevant } = input as { citationId: number; is_relevant: boolean };
        decided.add(citationId);
        return { ...records.find((c) => c.id === citationId)!, is_relevant, iteration: null };
      },
    },
  );
  const { user } = renderApp('/projects/7/screen');
  await screen.findByRole('heading', { name: records[0]!.title });
  await screen.findByText('Not yet.');
  const before = liveTexts();

  await user.keyboard('i');
  await screen.findByRole('heading', { name: records[1]!.title });
  // Settled: the counts and the stopping test have been asked again.
  await waitFor(() =>
    expect(document.querySelector('.stopping-panel')?.textContent).toMatch(/Irrelevant in a row\s*1/),
  );
  const after = liveTexts();
  const changed = after.filter((text) => !before.includes(text));
  expect(changed).toEqual([`Irrelevant: ${records[0]!.title}`]);

  await user.keyboard('i');
  await screen.findByRole('heading', { name: records[2]!.title });
  await screen.findAllByText('With 95 % confidence at least 95 % of the relevant records are found.');
  const stopped = liveTexts();
  expect(stopped.filter((text) => !after.includes(text)).sort()).toEqual(
    [
      `Irrelevant: ${records[1]!.title}`,
      'With 95 % confidence at least 95 % of the relevant records are found.',
    ].sort(),
  );
});
