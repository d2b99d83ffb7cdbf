import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { resultsScreenMessages as text } from '../../../src/shared/results-screen.messages.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { fakeCitation } from '../../helpers/msw-labelling.ts';
import { fakeResultsApi, labelledCitations, scoredCitations } from '../../helpers/msw-results.ts';
import { renderApp } from './render-app.tsx';

// The whole app mounts for each test; a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 15_000 });

type Options = Parameters<typeof fakeResultsApi>[0] & { path?: string };

async function openResults({ path = '/projects/7/results', ...options }: Options = {}) {
  const api = fakeResultsApi(options);
  const { calls } = fakeAuthApi({ signedIn: ada, overrides: api.procedures });
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Results' });
  return { ...app, api, callsTo: (name: string) => calls.filter((c) => c.path === name) };
}

const titles = () => screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
const card = (title: string) => within(screen.getByRole('article', { name: title }));
const tab = (name: RegExp) => screen.getByRole('tab', { name });

test('the iteration reads n/10 with n = current_iteration + 1, beside the project name', async () => {
  await openResults({ project: { current_iteration: 2 } });
  expect(screen.getByText('Iteration 3/10')).toBeTruthy();
  expect(screen.getByText('Statins in older adults')).toBeTruthy();
});

test('after all ten trainings the page reads "Iteration 10/10", not 11/10', async () => {
  await openResults({ project: { current_iteration: 10 } });
  expect(screen.getByText('Iteration 10/10')).toBeTruthy();
  expect(screen.getByText('All trainings done')).toBeTruthy();
});

test('the tabs show their counts and switch between the unlabeled, relevant and irrelevant lists', async () => {
  const citations = [...scoredCitations(4), ...labelledCitations(2, true, 101), ...labelledCitations(3, false, 201)];
  const { user, location } = await openResults({ citations });
  await screen.findByRole('article', { name: 'Citation 1' });
  expect(titles()).toEqual(['Citation 1', 'Citation 2', 'Citation 3', 'Citation 4']);
  await waitFor(() => expect(tab(/Relevant/).textContent).toBe('Relevant2'));
  expect(tab(/Unlabeled/).textContent).toBe('Unlabeled4');
  expect(tab(/Irrelevant/).textContent).toBe('Irrelevant3');

  await user.click(tab(/^Relevant/));
  await screen.findByRole('article', { name: 'Kept 101' });
  expect(titles()).toEqual(['Kept 101', 'Kept 102']);
  expect(location().search).toEqual({ tab: 'relevant' });

  await user.click(tab(/Irrelevant/));
  await screen.findByRole('article', { name: 'Dropped 201' });
  expect(titles()).toEqual(['Dropped 201', 'Dropped 202', 'Dropped 203']);
});

test('the Unlabeled tab asks the server for unlabeled citations only, 15 a page', async () => {
  const { callsTo } = await openResults({ citations: scoredCitations(40) });
  await screen.findByRole('article', { name: 'Citation 1' });
  expect(screen.getAllByRole('article')).toHaveLength(15);
  expect(callsTo('citations.filter').map((c) => c.input)).toContainEqual({
    projectId: 7,
    is_relevant: null,
    keyword_view: 'matching',
    sort_order: 'desc',
    page: 1,
    page_size: 15,
  });
  expect(screen.getByText('Showing 1–15 of 40')).toBeTruthy();
});

test('the sort toggle puts the lowest scores first', async () => {
  const { user, location } = await openResults({ citations: scoredCitations(5) });
  await screen.findByRole('article', { name: 'Citation 1' });
  await user.click(screen.getByText('Lowest score first'));
  await waitFor(() => expect(titles()[0]).toBe('Citation 5'));
  expect(location().search).toEqual({ sort: 'asc' });
});

test('scores show two decimals; a missing one shows the pseudo-score, 0.95 for relevant and 0.05 for irrelevant, marked estimated', async () => {
  const citations = [
    fakeCitation(1, { title: 'Scored', relevance_score: 0.873 }),
    fakeCitation(2, { title: 'Kept unscored', is_relevant: true, iteration: 0 }),
    fakeCitation(3, { title: 'Dropped unscored', is_relevant: false, iteration: 0 }),
    fakeCitation(4, { title: 'Added later', keyword_score: 0 }),
  ];
  const { user } = await openResults({ citations });
  await screen.findByRole('article', { name: 'Scored' });
  expect(card('Scored').getByRole('meter').getAttribute('aria-label')).toBe('Relevance score 0.87');
  expect(card('Scored').queryByText('estimated')).toBeNull();
  const later = card('Added later').getByRole('meter');
  expect(Number(later.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0.05);
  expect(Number(later.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(0.95);
  expect(card('Added later').getByText('estimated')).toBeTruthy();

  await user.click(tab(/^Relevant/));
  await screen.findByRole('article', { name: 'Kept unscored' });
  expect(card('Kept unscored').getByText('0.95')).toBeTruthy();
  expect(card('Kept unscored').getByText('estimated')).toBeTruthy();
  await user.click(tab(/Irrelevant/));
  await screen.findByRole('article', { name: 'Dropped unscored' });
  expect(card('Dropped unscored').getByText('0.05')).toBeTruthy();
});

test("blind dual screening: a reviewer sees their own decision on a record, but its score is the record's, not one made from that decision", async () => {
  // A keyword-ordered project with no model: the server lists the unlabelled records by keyword score. The viewer
  // excluded the first (it is in conflict or waits for a second reviewer), so it is still unlabelled, first.
  const mine = { note: null, tags: [], exclusion_reason: null };
  const citations = [
    fakeCitation(1, { title: 'Voted out', keyword_score: 6, review: { ...mine, decision: false } }),
    fakeCitation(2, { title: 'Voted in', keyword_score: 3, review: { ...mine, decision: true } }),
    fakeCitation(3, { title: 'Not voted', keyword_score: 0 }),
  ];
  await openResults({ project: { screening_mode: 'continuous', screeners_per_record: 2 }, citations });
  await screen.findByRole('article', { name: 'Voted out' });
  expect(titles()).toEqual(['Voted out', 'Voted in', 'Not voted']);
  const shown = () => screen.getAllByRole('meter').map((m) => m.getAttribute('aria-label'));
  // The keyword estimates, highest first as listed: no 0.05 for the viewer's Irrelevant, nor 0.95 for their Relevant.
  expect(shown()).toEqual(['Relevance score 0.89', 'Relevance score 0.78', 'Relevance score 0.50']);
  expect(card('Voted out').getByText('Irrelevant', { selector: '.ant-tag' })).toBeTruthy();
  expect(card('Voted in').getByText('Relevant', { selector: '.ant-tag' })).toBeTruthy();
});

test('an abstract longer than 150 characters is cut until "Show more"', async () => {
  const abstract = `${'Statins lowered cholesterol in older adults. '.repeat(4)}The final sentence is only shown in full.`;
  const { user } = await openResults({
    citations: [fakeCitation(1, { title: 'Long one', abstract, relevance_score: 0.9 })],
  });
  await screen.findByRole('article', { name: 'Long one' });
  const paragraph = () => document.querySelector('.citation-abstract p')!.textContent!;
  expect(paragraph().length).toBeLessThanOrEqual(151);
  expect(paragraph().endsWith('…')).toBe(true);
  await user.click(card('Long one').getByRole('button', { name: 'Show more' }));
  expect(paragraph()).toBe(abstract);
  await user.click(card('Long one').getByRole('button', { name: 'Show less' }));
  expect(paragraph()).not.toContain('final sentence');
});

test('the estimate of relevant citations left, the charts and the training history are shown', async () => {
  await openResults({
    project: { current_iteration: 2 },
    summary: {
      estimated_relevant_remaining: 12,
      still_to_find: { estimate: 12, low: 3, high: 40, level: 0.9, reason: null },
      unlabelled: 240,
    },
  });
  expect(
    await screen.findByText(
      'Between 3 and 40 relevant citations may remain among the unlabeled (90 % interval); middle figure 12, as likely more as fewer.',
    ),
  ).toBeTruthy();
  expect(screen.getByText('3–40')).toBeTruthy();
  expect(screen.getByText('240 citations are still unlabeled.')).toBeTruthy();
  expect(
    screen.getByRole('img', { name: /^Iteration 1: 5 relevant, 5 irrelevant; Iteration 2: 0 relevant/ }),
  ).toBeTruthy();
  expect(screen.getByRole('img', { name: /Score 0\.9–1\.0: 9 citations$/ })).toBeTruthy();
  const history = within(document.querySelector('.results-history')!);
  expect(await history.findByText('#2')).toBeTruthy();
  expect(history.getAllByText('0.91')).toHaveLength(2);
  // Read when the reader goes to it, not out loud after each training from inside a live region.
  expect(history.getByRole('table').closest('[aria-live="polite"], [aria-live="assertive"]')).toBeNull();
});

test('"Still to find" says why there is no figure instead of giving one', async () => {
  await openResults({
    project: { current_iteration: 3 },
    summary: {
      estimated_relevant_remaining: null,
      still_to_find: { estimate: null, low: null, high: null, level: 0.9, reason: 'not-in-order' },
    },
  });
  expect(await screen.findByText(text.estimateUnavailable['not-in-order'])).toBeTruthy();
  expect(document.querySelector('.results-estimate-value')).toBeNull();
});

test('before the first training the page explains that results come after it, with the way to labeling', async () => {
  const { callsTo } = await openResults({ project: { current_iteration: 0 } });
  expect(screen.getByText(text.noResultsTitle)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to Citation Labeling' }).getAttribute('href')).toBe(
    '/projects/7/citations',
  );
  expect(screen.queryByRole('button', { name: /Retrain/ })).toBeNull();
  expect(callsTo('citations.filter')).toHaveLength(0);
});

test('an id that cannot name a project goes to the overview, which answers "Invalid project"', async () => {
  fakeAuthApi({ signedIn: ada, overrides: fakeResultsApi().procedures });
  const { location } = renderApp('/projects/abc/results');
  expect(await screen.findByText('Invalid project')).toBeTruthy();
  await waitFor(() => expect(location().pathname).toBe('/'));
});
