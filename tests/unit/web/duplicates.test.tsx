import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { dedupScreenMessages as text } from '../../../src/shared/dedup-screen.messages.ts';
import { projectScreenMessages } from '../../../src/shared/project-screen.messages.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { fakeBrief, fakeDedupApi, fakeDetail } from '../../helpers/msw-dedup.ts';
import { fakeProject, fakeProjectsApi } from '../../helpers/msw-projects.ts';
import { TrpcFailure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

const LONG_ABSTRACT = `${'Statin users were followed for ten years and compared with non-users. '.repeat(3)}THE-END`;
const found = [
  fakeDetail(
    101,
    fakeBrief(1, {
      title: 'Statins and the risk of dementia',
      abstract: LONG_ABSTRACT,
      is_relevant: true,
      iteration: 0,
    }),
    fakeBrief(2, { title: '', is_relevant: false, iteration: 1 }),
  ),
  fakeDetail(102, fakeBrief(3, { title: 'Exercise and memory' }), fakeBrief(4, { title: 'Exercise & memory' }), {
    detection_method: 'similar',
    similarity_score: 0.968,
    reason: 'Titles and abstracts nearly the same',
  }),
];
const summary = {
  exact_duplicates_found: 1,
  similar_duplicates_found: 1,
  hash_groups_processed: 4,
  tfidf_comparisons: 321,
};

function openDuplicates(fields = {}) {
  const projects = fakeProjectsApi([
    fakeProject({ id: 7, name: 'Statins review', citations_count: 10, total_uploaded: 10, ...fields }),
  ]);
  const dedup = fakeDedupApi(projects.projects, { found, summary });
  const { calls } = fakeAuthApi({ signedIn: ada, overrides: { ...projects.procedures, ...dedup.procedures } });
  return { ...renderApp('/projects/7/duplicates'), dedup, calls };
}

/** The value of an antd Statistic, found by its title. */
const statistic = (title: string) =>
  screen
    .getByText(new RegExp(`^${title}`), { selector: '.ant-statistic-title' })
    .closest('.ant-statistic')
    ?.querySelector('.ant-statistic-content')?.textContent;
/** The two sides of a pair's comparison row, kept first. */
const cells = (entry: HTMLElement, field: string) =>
  Array.from(
    within(entry)
      .getByRole('rowheader', { name: new RegExp(`^${field}`) })
      .closest('tr')!
      .querySelectorAll('td'),
  ).map((cell) => cell.textContent);

afterEach(() => vi.useRealTimers());

test('before removal the page offers detection, says the step is optional and lets the user skip it', async () => {
  openDuplicates();
  expect(await screen.findByRole('button', { name: 'Detect and Remove Duplicates' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Duplicate Management' })).toBeTruthy();
  expect(screen.getByText('Statins review')).toBeTruthy();
  for (const step of ['Duplicate Removal', 'Keyword Selection', 'Citation Labeling'])
    expect(screen.getByText(step)).toBeTruthy();
  expect(screen.getByText(text.optionalStep)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Skip and Continue to Keywords' }).getAttribute('href')).toBe(
    '/projects/7/keywords',
  );
  expect(screen.getByRole('link', { name: 'Back to Project' }).getAttribute('href')).toBe('/projects/7');
  expect(screen.getByRole('link', { name: 'Continue to Keywords' }).getAttribute('href')).toBe('/projects/7/keywords');
});

test('detecting shows "Processing...", then the result, its counts, the processing details and an 8 s toast', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const { user, dedup, calls } = openDuplicates();
  dedup.holdRuns();
  await user.click(await screen.findByRole('button', { name: 'Detect and Remove Duplicates' }));
  const processing = await screen.findByRole('button', { name: 'Processing...' });
  expect((processing as HTMLButtonElement).disabled).toBe(true);

  // Every count the removed list's heading shows from here on: never the zero the page loaded with.
  const counts = new Set<string>();
  const observer = new MutationObserver(() =>
    document.body.textContent?.match(/View Removed Duplicates \(\d+\)/g)?.forEach((c) => counts.add(c)),
  );
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  dedup.releaseRuns();
  expect(await screen.findByRole('heading', { name: text.completed })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Detect and Remove Duplicates|Processing/ })).toBeNull();
  expect(screen.queryByText(text.optionalStep)).toBeNull();
  expect(statistic('Duplicates removed')).toBe('2');
  expect(statistic('Citations remaining')).toBe('8');
  expect(screen.getByText('Identical records, then similar details')).toBeTruthy();
  // The spec's four figures, named in plain words with the spec's term beneath.
  expect(statistic('Exact duplicates')).toBe('1');
  expect(statistic('Similar duplicates')).toBe('1');
  expect(statistic('Groups of identical records')).toBe('4');
  expect(screen.getByText('hash groups processed')).toBeTruthy();
  expect(statistic('Pairs compared in detail')).toBe('321');
  expect(screen.getByText('TF-IDF comparisons')).toBeTruthy();
  expect(await screen.findByText('View Removed Duplicates (2)')).toBeTruthy();
  observer.disconnect();
  expect([...counts]).toEqual(['View Removed Duplicates (2)']);

  const toast = '2 duplicate citation(s) removed. 8 citations remain.';
  expect(screen.getByText(toast)).toBeTruthy();
  const reads = () => calls.filter((call) => call.path === 'projects.get').length;
  const readsAtSuccess = reads();
  await vi.advanceTimersByTimeAsync(1_100);
  await waitFor(() => expect(reads()).toBe(readsAtSuccess + 1));
  await vi.advanceTimersByTimeAsync(5_500);
  expect(screen.getByText(toast)).toBeTruthy();
  await vi.advanceTimersByTimeAsync(2_000);
  await waitFor(() => expect(screen.queryByText(toast)).toBeNull());
});

test('each removed duplicate shows the kept and removed citation, their labels, reason, score and method', async () => {
  const { user } = openDuplicates();
  await user.click(await screen.findByRole('button', { name: 'Detect and Remove Duplicates' }));
  await user.click(await screen.findByText('View Removed Duplicates (2)'));
  const [exact, similar] = within(await screen.findByRole('list', { name: 'Removed duplicates' })).getAllByRole(
    'listitem',
  );

  const [, kept, removed] = within(exact!).getAllByRole('columnheader');
  expect(kept!.textContent).toBe('KeptID 1RelevantIteration 1');
  expect(removed!.textContent).toBe('RemovedID 2Not RelevantIteration 2');
  expect(cells(exact!, 'Title')).toEqual(['Statins and the risk of dementia', text.noTitle]);
  expect(cells(exact!, 'Abstract')[0]).toBe(`${LONG_ABSTRACT.slice(0, 150)}…`);
  expect(within(exact!).getByText('EXACT')).toBeTruthy();
  expect(within(exact!).getByText('identical records, case and punctuation aside')).toBeTruthy();
  expect(within(exact!).getByText('Match 100% — almost certainly the same publication')).toBeTruthy();
  expect(within(exact!).getByText('Same title and abstract')).toBeTruthy();
  expect(within(exact!).getByText(/Mar 5, 2026/)).toBeTruthy();
  // The whole abstract unfolds on request.
  await user.click(within(exact!).getByRole('button', { name: 'Show full abstracts' }));
  expect(cells(exact!, 'Abstract')[0]).toBe(LONG_ABSTRACT);

  // Citations without a label carry no badge and no iteration.
  const [, keptSimilar, removedSimilar] = within(similar!).getAllByRole('columnheader');
  expect([keptSimilar!.textContent, removedSimilar!.textContent]).toEqual(['KeptID 3', 'RemovedID 4']);
  expect(within(similar!).queryByText(/Unknown|No iteration/)).toBeNull();
  expect(within(similar!).getByText('SIMILAR')).toBeTruthy();
  expect(within(similar!).getByText('Match 97% — almost certainly the same publication')).toBeTruthy();
  expect(within(similar!).queryByText('97%')).toBeNull();
  expect(within(similar!).getByText('Titles and abstracts nearly the same')).toBeTruthy();
});

test("Restore after a run takes the citation off the run's list and updates the counts", async () => {
  const { user, calls } = openDuplicates();
  await user.click(await screen.findByRole('button', { name: 'Detect and Remove Duplicates' }));
  await user.click(await screen.findByText('View Removed Duplicates (2)'));
  await user.click(await screen.findByRole('button', { name: 'Restore citation 4' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
  expect(await screen.findByText('View Removed Duplicates (1)')).toBeTruthy();
  expect(screen.queryByRole('columnheader', { name: /Removed\s*ID 4/ })).toBeNull();
  expect(calls).toContainEqual({ path: 'dedup.restore', input: { projectId: 7, recordId: 102 } });
  await waitFor(() => expect(statistic('Citations remaining')).toBe('9'));
});

test('a failing run says "Failed to remove duplicates" and offers the button again', async () => {
  const projects = fakeProjectsApi([fakeProject({ id: 7, name: 'Statins review' })]);
  const failing = () => {
    throw new TrpcFailure('INTERNAL_SERVER_ERROR', 'A server error occurred. Please try again later.');
  };
  fakeAuthApi({
    signedIn: ada,
    overrides: { ...projects.procedures, ...fakeDedupApi(projects.projects).procedures, 'dedup.run': failing },
  });
  const { user } = renderApp('/projects/7/duplicates');
  await user.click(await screen.findByRole('button', { name: 'Detect and Remove Duplicates' }));
  expect(await screen.findByText(text.removeFailed)).toBeTruthy();
  expect(screen.getByText('A server error occurred. Please try again later.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Detect and Remove Duplicates' })).toBeTruthy();
});

test('a project that cannot be loaded shows "Error Loading Project" with a way back', async () => {
  fakeAuthApi({ signedIn: ada, overrides: fakeProjectsApi([]).procedures });
  renderApp('/projects/99/duplicates');
  expect(await screen.findByText(text.loadErrorTitle)).toBeTruthy();
  expect(screen.getByText(text.loadErrorDescription)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');
  expect(screen.queryByRole('button', { name: 'Detect and Remove Duplicates' })).toBeNull();
});

test('a project id that is not a number gives the toast "Invalid project" and goes back to the dashboard', async () => {
  const { calls } = fakeAuthApi({ signedIn: ada });
  const { location } = renderApp('/projects/abc/duplicates');
  expect(await screen.findByText(projectScreenMessages.invalidProject)).toBeTruthy();
  await waitFor(() => expect(location().pathname).toBe('/'));
  expect(calls.filter((c) => c.path.startsWith('dedup.'))).toEqual([]);
});
