import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { dedupScreenMessages as text } from '../../../src/shared/dedup-screen.messages.ts';
import { dedupMessages } from '../../../src/shared/messages.ts';
import { memberMessages } from '../../../src/shared/member.messages.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { fakeBrief, fakeDedupApi, fakeDetail } from '../../helpers/msw-dedup.ts';
import { fakeProject, fakeProjectsApi } from '../../helpers/msw-projects.ts';
import { TrpcFailure, type FakeProcedure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

const removed = [
  fakeDetail(11, fakeBrief(1, { title: 'Statins and dementia' }), fakeBrief(2, { title: 'STATINS AND DEMENTIA' })),
  fakeDetail(12, fakeBrief(3, { title: 'Exercise and memory' }), fakeBrief(4, { title: 'Exercise & memory' }), {
    detection_method: 'doi',
    reason: 'Same DOI',
  }),
];
const possible = [
  {
    record_id: 21,
    a: fakeBrief(5, { title: 'Vitamin D and fractures', source_record_id: '31415926' }),
    b: fakeBrief(6, { title: 'Vitamin D & fracture' }),
    reason: 'Titles alike',
    similarity_score: 0.81,
  },
  {
    record_id: 22,
    a: fakeBrief(7, { title: 'Sleep and the heart' }),
    b: fakeBrief(8, { title: 'Sleep and heart disease' }),
    reason: 'Titles alike',
    similarity_score: 0.74,
  },
];
const summary = {
  exact_duplicates_found: 1,
  similar_duplicates_found: 1,
  hash_groups_processed: 3,
  tfidf_comparisons: 40,
};
const deduplicated = fakeProject({
  id: 7,
  name: 'Statins review',
  duplicatesRemoved: true,
  duplicates_removed: 2,
  duplicates_count: 2,
  citations_count: 8,
  removal_strategy: 'exact+similar',
  processing_summary: summary,
});

async function openReviewed(overrides: Record<string, FakeProcedure> = {}, pairsLeft = possible) {
  const projects = fakeProjectsApi([{ ...deduplicated }]);
  const dedup = fakeDedupApi(projects.projects, { removed, possible: pairsLeft });
  const { calls } = fakeAuthApi({
    signedIn: ada,
    overrides: { ...projects.procedures, ...dedup.procedures, ...overrides },
  });
  const app = renderApp('/projects/7/duplicates');
  await screen.findByRole('heading', { name: text.previouslyCompleted });
  return { ...app, dedup, calls };
}

const pairs = () => within(screen.getByRole('list', { name: 'Possible duplicates' })).getAllByRole('listitem');

test('a project deduplicated before shows "Previously Completed", its counts and the list the server keeps', async () => {
  const { user } = await openReviewed();
  expect(screen.queryByRole('button', { name: 'Detect and Remove Duplicates' })).toBeNull();
  expect(screen.getByText('Identical records, then similar details')).toBeTruthy();
  expect(screen.getByText('1 exact duplicate and 1 similar duplicate found.')).toBeTruthy();
  await user.click(await screen.findByText('View Removed Duplicates (2)'));
  const entries = within(await screen.findByRole('list', { name: 'Removed duplicates' })).getAllByRole('listitem');
  expect(entries).toHaveLength(2);
  expect(within(entries[1]!).getByText('DOI')).toBeTruthy();
  expect(within(entries[1]!).getByText('Same DOI')).toBeTruthy();
});

test('Restore asks first, puts the citation back, takes it off the list and keeps focus in the list', async () => {
  const { user, calls, dedup } = await openReviewed();
  await user.click(await screen.findByText('View Removed Duplicates (2)'));
  await user.click(await screen.findByRole('button', { name: 'Restore citation 2' }));
  // antd gives every generated id the same value under test, so the dialog is found by its title's text.
  const confirm = (await screen.findAllByText('Restore this citation?'))[0]!.closest<HTMLElement>('[role="dialog"]')!;
  await user.click(within(confirm).getByRole('button', { name: 'Restore' }));

  expect(await screen.findByText(text.restored)).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Restore citation 2' })).toBeNull());
  expect(calls).toContainEqual({ path: 'dedup.restore', input: { projectId: 7, recordId: 11 } });
  expect(dedup.state.removed.map((d) => d.record_id)).toEqual([12]);
  expect(await screen.findByText('View Removed Duplicates (1)')).toBeTruthy();
  await waitFor(() => expect(document.activeElement?.getAttribute('data-entry-id')).toBe('12'));
  // The counts come from the project, read again after the restore.
  const remaining = () =>
    screen.getByText('Citations remaining').closest('.ant-statistic')?.querySelector('.ant-statistic-content')
      ?.textContent;
  await waitFor(() => expect(remaining()).toBe('9'));
});

test('the possible duplicates say they are left for a person, and a pair alike at 98% is not called the same publication', async () => {
  const near = {
    record_id: 23,
    a: fakeBrief(9, { title: 'Moxonidine and enalapril in hypertension' }),
    b: fakeBrief(10, { title: 'Moxonidine and enalapril in hypertension' }),
    reason: 'identical title, partly similar abstract',
    similarity_score: 0.98,
  };
  await openReviewed({}, [near]);
  expect(await screen.findByText('Possible duplicates (1)')).toBeTruthy();
  expect(screen.getByText(text.possibleIntro)).toBeTruthy();
  expect(text.possibleIntro).toMatch(/^Automatic removal left these pairs for you to decide/);
  const [pair] = pairs();
  expect(
    within(pair!).getByText('Match 98% — very alike, but not proven the same publication: check the details'),
  ).toBeTruthy();
  expect(screen.queryByText(/almost certainly|not enough to be sure/)).toBeNull();
});

test('"Not duplicates" keeps both citations and takes the pair off the list at once', async () => {
  const { user, calls } = await openReviewed();
  expect(await screen.findByText('Possible duplicates (2)')).toBeTruthy();
  const [first] = pairs();
  const [, keep, remove] = within(first!).getAllByRole('columnheader');
  expect(keep!.textContent).toBe('Would keepID 5Record ID 31415926');
  expect(remove!.textContent).toBe('Would removeID 6');
  expect(within(first!).getByText('Match 81% — possibly the same publication: check the details')).toBeTruthy();

  await user.click(within(first!).getByRole('button', { name: 'Not duplicates' }));
  expect(await screen.findByText('Possible duplicates (1)')).toBeTruthy();
  expect(screen.queryByText('Vitamin D and fractures')).toBeNull();
  expect(calls).toContainEqual({
    path: 'dedup.resolveMany',
    input: { projectId: 7, record_ids: [21], action: 'dismiss' },
  });
  expect(await screen.findByText(text.pairDismissed)).toBeTruthy();
  expect(document.activeElement?.getAttribute('data-entry-id')).toBe('22');
});

test('"Remove duplicate" sets the second citation aside and it joins the removed list', async () => {
  const { user, calls } = await openReviewed();
  await screen.findByText('Possible duplicates (2)');
  await user.click(within(pairs()[1]!).getByRole('button', { name: 'Remove duplicate' }));
  expect(await screen.findByText(text.pairRemoved)).toBeTruthy();
  expect(calls).toContainEqual({
    path: 'dedup.resolveMany',
    input: { projectId: 7, record_ids: [22], action: 'remove' },
  });
  expect(await screen.findByText('View Removed Duplicates (3)')).toBeTruthy();
});

test('a pair that cannot be decided comes back, with a toast that says why', async () => {
  const conflict = () => {
    throw new TrpcFailure('CONFLICT', dedupMessages.alreadyRemoved);
  };
  const { user } = await openReviewed({ 'dedup.resolveMany': conflict });
  await screen.findByText('Possible duplicates (2)');
  await user.click(within(pairs()[0]!).getByRole('button', { name: 'Remove duplicate' }));
  expect(await screen.findByText(text.resolveFailed)).toBeTruthy();
  expect(screen.getByText(dedupMessages.alreadyRemoved)).toBeTruthy();
  expect(await screen.findByText('Possible duplicates (2)')).toBeTruthy();
});

test('without pairs to decide the review says so', async () => {
  const projects = fakeProjectsApi([{ ...deduplicated }]);
  fakeAuthApi({
    signedIn: ada,
    overrides: { ...projects.procedures, ...fakeDedupApi(projects.projects, { removed }).procedures },
  });
  renderApp('/projects/7/duplicates');
  expect(await screen.findByText('Possible duplicates (0)')).toBeTruthy();
  expect(screen.getByText('No possible duplicates left to review')).toBeTruthy();
});

test('the found line and "Duplicates removed" add up once a possible pair was removed by hand', async () => {
  const projects = fakeProjectsApi([{ ...deduplicated, duplicates_removed: 3, duplicates_count: 3 }]);
  const dedup = fakeDedupApi(projects.projects, { removed, possible });
  fakeAuthApi({ signedIn: ada, overrides: { ...projects.procedures, ...dedup.procedures } });
  renderApp('/projects/7/duplicates');
  await screen.findByRole('heading', { name: text.previouslyCompleted });
  expect(
    screen.getByText(
      '1 exact duplicate and 1 similar duplicate found. 1 more removed by an earlier run or from the possible duplicates reviewed.',
    ),
  ).toBeTruthy();
});

test('a long removed list shows a hundred entries at a time, and "Show more" moves focus to the first one it adds', async () => {
  const many = Array.from({ length: 250 }, (_, i) =>
    fakeDetail(1000 + i, fakeBrief(2 * i + 100), fakeBrief(2 * i + 101)),
  );
  const projects = fakeProjectsApi([{ ...deduplicated, duplicates_removed: 250, duplicates_count: 250 }]);
  const dedup = fakeDedupApi(projects.projects, { removed: many });
  fakeAuthApi({ signedIn: ada, overrides: { ...projects.procedures, ...dedup.procedures } });
  const { user } = renderApp('/projects/7/duplicates');
  await user.click(await screen.findByText('View Removed Duplicates (250)'));
  const shownEntries = () => within(screen.getByRole('list', { name: 'Removed duplicates' })).getAllByRole('listitem');
  await waitFor(() => expect(shownEntries()).toHaveLength(100));

  await user.click(screen.getByRole('button', { name: 'Show 100 more (150 not shown)' }));
  await waitFor(() => expect(shownEntries()).toHaveLength(200));
  expect(document.activeElement?.getAttribute('data-entry-id')).toBe('1100');

  await user.click(screen.getByRole('button', { name: 'Show 50 more (50 not shown)' }));
  await waitFor(() => expect(shownEntries()).toHaveLength(250));
  expect(document.activeElement?.getAttribute('data-entry-id')).toBe('1200');
  expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).toBeNull();
}, 60_000);

test('a reviewer reads the possible duplicates but can decide none: buttons, select-all and keys refuse', async () => {
  const projects = fakeProjectsApi([{ ...deduplicated, role: 'reviewer', user_id: 2 }]);
  const dedup = fakeDedupApi(projects.projects, { removed, possible });
  const { calls } = fakeAuthApi({ signedIn: ada, overrides: { ...projects.procedures, ...dedup.procedures } });
  const { user } = renderApp('/projects/7/duplicates');
  await screen.findByText(memberMessages.reviewerCannotDedup);
  const [first] = await waitFor(() => {
    const shown = pairs();
    expect(shown).toHaveLength(2);
    return shown;
  });
  for (const name of ['Not duplicates', 'Remove duplicate'])
    expect((within(first!).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
  expect((screen.getByRole('checkbox', { name: /Select all/ }) as HTMLInputElement).disabled).toBe(true);
  // Reading stays open: search, order and the list of keys (before, disabled with the decisions).
  expect((screen.getByRole('searchbox', { name: 'Search possible duplicates' }) as HTMLInputElement).disabled).toBe(
    false,
  );
  expect(screen.getByRole('combobox', { name: 'Order of possible duplicates' }).getAttribute('aria-disabled')).not.toBe(
    'true',
  );
  await user.click(screen.getByRole('button', { name: 'Shortcuts' }));
  expect(await screen.findByRole('dialog')).toBeTruthy();
  await user.keyboard('{Escape}');
  // The keys still choose a pair, and a decision by key is refused with the reason, sending nothing.
  await user.keyboard('jr');
  expect(await screen.findAllByText(memberMessages.reviewerCannotDedup)).toHaveLength(2);
  expect(calls.filter((c) => /^dedup\.(resolve|resolveMany)$/.test(c.path))).toEqual([]);
});

test("each side of a pair shows its record's identifier in its file beside Screener's id, where it has one", async () => {
  await openReviewed();
  const [first, second] = await waitFor(() => {
    const shown = pairs();
    expect(shown).toHaveLength(2);
    return shown;
  });
  expect(within(first!).getByText('ID 5')).toBeTruthy();
  expect(within(first!).getByText('Record ID 31415926')).toBeTruthy();
  expect(within(second!).queryByText(/^Record ID/)).toBeNull();
});

test('a pair labeled differently since the search says so, and Remove waits while Not duplicates keeps both', async () => {
  const apart = [
    {
      ...possible[0]!,
      a: fakeBrief(5, { title: 'Vitamin D and fractures', is_relevant: true, iteration: 1 }),
      b: fakeBrief(6, { title: 'Vitamin D & fracture', is_relevant: false, iteration: 1 }),
    },
  ];
  const { user, calls } = await openReviewed({}, apart);
  const [pair] = await waitFor(() => {
    const shown = pairs();
    expect(shown).toHaveLength(1);
    return shown;
  });
  // Before: "Titles alike", and Remove answered with a 409 asking for a label change the training had locked.
  expect(within(pair!).getByText(dedupMessages.conflict)).toBeTruthy();
  const remove = within(pair!).getByRole('button', { name: 'Remove duplicate' }) as HTMLButtonElement;
  expect(remove.disabled).toBe(true);
  expect(document.getElementById(remove.getAttribute('aria-describedby')!)?.textContent).toBe(
    dedupMessages.labelledDifferently,
  );
  await user.click(within(pair!).getByRole('button', { name: 'Not duplicates' }));
  await waitFor(() =>
    expect(calls.filter((c) => c.path === 'dedup.resolveMany').map((c) => c.input)).toEqual([
      { projectId: 7, record_ids: [21], action: 'dismiss' },
    ]),
  );
});
