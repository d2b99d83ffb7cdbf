import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { dedupMessages } from '../../../src/shared/messages.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { fakeBrief, fakeDedupApi, fakeDetail } from '../../helpers/msw-dedup.ts';
import { fakeProject, fakeProjectsApi } from '../../helpers/msw-projects.ts';
import { TrpcFailure, type FakeProcedure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

const removed = [
  fakeDetail(
    11,
    fakeBrief(1, { title: 'Statins and dementia', authors: 'Smith J' }),
    fakeBrief(2, { title: 'STATINS AND DEMENTIA' }),
  ),
  fakeDetail(12, fakeBrief(3, { title: 'Exercise and memory' }), fakeBrief(4, { title: 'Exercise & memory' }), {
    detection_method: 'doi',
    similarity_score: 0.9,
  }),
  fakeDetail(13, fakeBrief(5, { title: 'Sleep and the heart' }), fakeBrief(6, { title: 'Sleep & heart' }), {
    detection_method: 'similar',
    similarity_score: 0.86,
  }),
];
const pair = (record_id: number, a: number, similarity_score: number, fields = {}) => ({
  record_id,
  a: fakeBrief(a, { title: `Trial ${a} in adults`, year: 2020, ...fields }),
  b: fakeBrief(a + 1, { title: `Trial ${a} in children`, year: 2021 }),
  reason: 'title 90% similar',
  similarity_score,
});
const possible = [pair(21, 101, 0.8), pair(22, 103, 0.95), pair(23, 105, 0.7)];

async function open(overrides: Record<string, FakeProcedure> = {}) {
  const projects = fakeProjectsApi([
    fakeProject({
      id: 7,
      name: 'Review',
      duplicatesRemoved: true,
      duplicates_removed: 3,
      duplicates_count: 3,
      citations_count: 20,
      removal_strategy: 'exact+similar',
    }),
  ]);
  const dedup = fakeDedupApi(projects.projects, { removed, possible });
  const { calls } = fakeAuthApi({
    signedIn: ada,
    overrides: { ...projects.procedures, ...dedup.procedures, ...overrides },
  });
  const app = renderApp('/projects/7/duplicates');
  await screen.findByText('Possible duplicates (3)');
  return { ...app, calls, dedup };
}
const pairIds = () =>
  within(screen.getByRole('list', { name: 'Possible duplicates' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-entry-id'));

test('the removed list narrows by method, orders by lowest similarity and searches on the server', async () => {
  const { user, calls } = await open();
  await user.click(screen.getByText('View Removed Duplicates (3)'));
  const entries = () =>
    within(screen.getByRole('list', { name: 'Removed duplicates' }))
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('data-entry-id'));
  await waitFor(() => expect(entries()).toEqual(['11', '12', '13']));
  await user.click(await screen.findByText('DOI (1)'));
  await waitFor(() => expect(entries()).toEqual(['12']));
  expect(calls).toContainEqual({ path: 'dedup.removed', input: expect.objectContaining({ method: 'doi' }) });
  expect(screen.getByText('1 of 3 match')).toBeTruthy();
  await user.click(screen.getByText('All (3)'));
  await user.click(screen.getByRole('combobox', { name: 'Order of removed duplicates' }));
  await user.click(await screen.findByText('Lowest similarity first'));
  await waitFor(() => expect(entries()).toEqual(['13', '12', '11']));
  await user.type(screen.getByRole('searchbox', { name: 'Search removed duplicates' }), 'smith{Enter}');
  await waitFor(() => expect(entries()).toEqual(['11']));
  expect(calls).toContainEqual({
    path: 'dedup.removed',
    input: expect.objectContaining({ search: 'smith', sort: 'similarity_asc' }),
  });
});

test('possible pairs come most alike first, mark what differs in words, and several are kept at once', async () => {
  const { user, calls, dedup } = await open();
  expect(pairIds()).toEqual(['22', '21', '23']);
  const first = within(screen.getByRole('list', { name: 'Possible duplicates' })).getAllByRole('listitem')[0]!;
  expect(within(first).getByText('Differs in: title, year, abstract')).toBeTruthy();
  expect(within(first).getAllByText('≠ Differs')).toHaveLength(3);

  await user.click(screen.getByRole('checkbox', { name: 'Select pair 103 and 104' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select pair 105 and 106' }));
  expect(screen.getByText('2 selected')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Keep both (2)' }));
  expect(await screen.findByText('Kept both citations of 2 pairs')).toBeTruthy();
  expect(calls).toContainEqual({
    path: 'dedup.resolveMany',
    input: { projectId: 7, record_ids: [22, 23], action: 'dismiss' },
  });
  await waitFor(() => expect(pairIds()).toEqual(['21']));
  expect(dedup.state.possible.map((p) => p.record_id)).toEqual([21]);
});

test('a refused bulk removal brings every pair back and says which pair and why', async () => {
  const refuse = () => {
    throw new TrpcFailure('CONFLICT', `Pair #21: ${dedupMessages.labelledDifferently}`);
  };
  const { user } = await open({ 'dedup.resolveMany': refuse });
  await user.click(screen.getByRole('checkbox', { name: 'Select all shown (3)' }));
  await user.click(screen.getByRole('button', { name: 'Remove duplicates (3)' }));
  await user.click(
    within(
      (await screen.findAllByText('Remove one copy of each of the 3 selected pairs?'))[0]!.closest<HTMLElement>(
        '[role="dialog"]',
      )!,
    ).getByRole('button', { name: 'Remove' }),
  );
  expect(await screen.findByText(`Pair #21: ${dedupMessages.labelledDifferently}`)).toBeTruthy();
  await waitFor(() => expect(pairIds()).toEqual(['22', '21', '23']));
});

test('j and k choose a pair, x selects it, b keeps both, r removes, ? lists the keys', async () => {
  const { user, calls } = await open();
  await user.keyboard('j');
  await waitFor(() => expect(document.activeElement?.getAttribute('data-entry-id')).toBe('22'));
  await user.keyboard('jx');
  expect((screen.getByRole('checkbox', { name: 'Select pair 101 and 102' }) as HTMLInputElement).checked).toBe(true);
  await user.keyboard('b');
  await waitFor(() =>
    expect(calls).toContainEqual({
      path: 'dedup.resolveMany',
      input: { projectId: 7, record_ids: [21], action: 'dismiss' },
    }),
  );
  await waitFor(() => expect(pairIds()).toEqual(['22', '23']));
  await user.keyboard('k');
  await waitFor(() => expect(document.activeElement?.getAttribute('data-entry-id')).toBe('22'));
  await user.keyboard('r');
  await waitFor(() =>
    expect(calls).toContainEqual({
      path: 'dedup.resolveMany',
      input: { projectId: 7, record_ids: [22], action: 'remove' },
    }),
  );
  // A click on a pair's checkbox chooses that pair, and keys still work from the checkbox.
  const last = screen.getByRole('checkbox', { name: 'Select pair 105 and 106' }) as HTMLInputElement;
  await user.click(last);
  expect(last.checked).toBe(true);
  await user.keyboard('x');
  await waitFor(() => expect(last.checked).toBe(false));
  await user.keyboard('?');
  const help = (await screen.findAllByText('Keyboard shortcuts'))[0]!.closest<HTMLElement>('[role="dialog"]')!;
  expect(within(help).getByText('Keep both: the chosen pair are different publications')).toBeTruthy();
});

test('a long list of possible pairs comes fifty at a time; "Select all shown" takes the ones on screen', async () => {
  const many = Array.from({ length: 60 }, (_, i) => pair(1000 + i, 2000 + 2 * i, 0.7 + (i % 25) / 100));
  const projects = fakeProjectsApi([
    fakeProject({ id: 7, name: 'Review', duplicatesRemoved: true, citations_count: 400 }),
  ]);
  const dedup = fakeDedupApi(projects.projects, { possible: many });
  fakeAuthApi({ signedIn: ada, overrides: { ...projects.procedures, ...dedup.procedures } });
  const { user } = renderApp('/projects/7/duplicates');
  expect(await screen.findByText('Possible duplicates (60)')).toBeTruthy();
  await waitFor(() => expect(pairIds()).toHaveLength(50));
  const scores = within(screen.getByRole('list', { name: 'Possible duplicates' }))
    .getAllByText(/^Match \d+%/)
    .map((el) => Number(el.textContent!.match(/\d+/)![0]));
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  await user.click(screen.getByRole('button', { name: 'Show 10 more (10 not shown)' }));
  await waitFor(() => expect(pairIds()).toHaveLength(60));
  await user.click(screen.getByRole('checkbox', { name: 'Select all shown (60)' }));
  expect(screen.getByRole('button', { name: 'Keep both (60)' })).toBeTruthy();
}, 60_000);
