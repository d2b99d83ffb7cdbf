import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { CitationOutput } from '../../../src/shared/citation.schema.ts';
import { keywordMessages, messages } from '../../../src/shared/messages.ts';
import { labellingScreenMessages as text } from '../../../src/shared/labelling-screen.messages.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { fakeCitation, fakeCitations, fakeLabellingApi } from '../../helpers/msw-labelling.ts';
import { TrpcFailure, type FakeProcedure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

// Each test walks a page the way a user would; in a parallel run such a walk can take longer than 5 s.
vi.setConfig({ testTimeout: 15_000 });

type Api = ReturnType<typeof fakeLabellingApi>;
type Options = Parameters<typeof fakeLabellingApi>[0] & {
  overrides?: (api: Api) => Record<string, FakeProcedure>;
  path?: string;
};

async function openLabelling({ overrides = () => ({}), path = '/projects/7/citations', ...options }: Options = {}) {
  const api = fakeLabellingApi(options);
  const { calls } = fakeAuthApi({ signedIn: ada, overrides: { ...api.procedures, ...overrides(api) } });
  const app = renderApp(path);
  await screen.findAllByRole('article');
  const callsTo = (name: string) => calls.filter((c) => c.path === name);
  return { ...app, api, callsTo };
}

const cards = () => screen.getAllByRole('article');
const card = (title: string) => within(screen.getByRole('article', { name: title }));
const counter = (name: 'relevant' | 'irrelevant') => document.querySelector(`.label-counter-${name}`)?.textContent;
const pressed = (title: string, label: 'Relevant' | 'Irrelevant') =>
  card(title).getByRole('button', { name: label }).getAttribute('aria-pressed');
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

test('15 citations a page, with the spec pager: on page 7 of 20 it reads 1 … 5 6 7 8 9 … 20', async () => {
  const { user } = await openLabelling({ citations: fakeCitations(300), path: '/projects/7/citations?page=7' });
  expect(cards()).toHaveLength(15);
  expect(cards()[0]!.textContent).toContain('Citation 91');
  const pager = screen.getByRole('navigation', { name: 'Pages' });
  const shown = [...pager.children].map((item) => item.textContent).filter(Boolean);
  expect(shown).toEqual(['1', '…', '5', '6', '7', '8', '9', '…', '20']);
  expect(within(pager).getByRole('button', { name: 'Page 7' }).getAttribute('aria-current')).toBe('page');
  expect(screen.getByText('Showing 91–105 of 300 citations')).toBeTruthy();

  await user.click(within(pager).getByRole('button', { name: 'Page 20' }));
  expect(await screen.findByRole('article', { name: 'Citation 300' })).toBeTruthy();
  expect(cards()).toHaveLength(15);
  const last = [...screen.getByRole('navigation', { name: 'Pages' }).children]
    .map((item) => item.textContent)
    .filter(Boolean);
  expect(last).toEqual(['1', '…', '18', '19', '20']);
});

test('an abstract longer than 300 characters is cut until "Show more", and "Show less" cuts it again', async () => {
  const abstract = `${'Statin therapy lowered cholesterol in older adults. '.repeat(8)}The final sentence is only shown in full.`;
  const { user } = await openLabelling({ citations: [fakeCitation(1, { title: 'Long one', abstract })] });
  const paragraph = () => document.querySelector('.citation-abstract p')!.textContent!;
  expect(paragraph().length).toBeLessThanOrEqual(301);
  expect(paragraph().endsWith('…')).toBe(true);
  expect(paragraph()).not.toContain('final sentence');
  await user.click(card('Long one').getByRole('button', { name: 'Show more' }));
  expect(paragraph()).toBe(abstract);
  await user.click(card('Long one').getByRole('button', { name: 'Show less' }));
  expect(paragraph()).not.toContain('final sentence');
});

test('the words the server marks are green (include) and red (exclude), in titles and abstracts, and it is asked for them', async () => {
  const { callsTo } = await openLabelling({
    citations: [
      fakeCitation(1, {
        title: 'Statins in mice',
        abstract: 'A statin trial. Mouse models were used.',
        keyword_marks: {
          title: [
            [0, 7, 'include'],
            [11, 15, 'exclude'],
          ],
          abstract: [
            [2, 8, 'include'],
            [16, 21, 'exclude'],
          ],
        },
      }),
    ],
    selected: { include: ['statin'], exclude: [{ word: 'mouse', frequency: 2 }] },
  });
  await waitFor(() => expect(document.querySelectorAll('mark.is-include')).toHaveLength(2));
  expect([...document.querySelectorAll('mark.is-include')].map((m) => m.textContent)).toEqual(['Statins', 'statin']);
  expect([...document.querySelectorAll('mark.is-exclude')].map((m) => m.textContent)).toEqual(['mice', 'Mouse']);
  expect(callsTo('citations.filter')[0]?.input).toMatchObject({ marks: true });
});

test('authors, year and journal are shown when the import brought them', async () => {
  await openLabelling({
    citations: [
      fakeCitation(1, { title: 'Sourced', authors: 'Ada Lovelace', year: 1843, journal: 'Scientific Memoirs' }),
    ],
  });
  expect(card('Sourced').getByText('Ada Lovelace · 1843 · Scientific Memoirs')).toBeTruthy();
});

test("a record's own identifier in its file is shown, to find it in the search's export", async () => {
  await openLabelling({
    citations: [
      fakeCitation(1, { title: 'From Scopus', source_record_id: '2-s2.0-85000000001' }),
      fakeCitation(2, { title: 'Typed in' }),
    ],
  });
  expect(card('From Scopus').getByText('Record ID 2-s2.0-85000000001')).toBeTruthy();
  expect(card('Typed in').queryByText(/Record ID/)).toBeNull();
});

test('the publication type is shown as the file named it, beside authors, year and journal', async () => {
  await openLabelling({
    citations: [
      fakeCitation(1, { title: 'A reply', authors: 'Nguyen TH', publication_type: 'Comment; Letter' }),
      fakeCitation(2, { title: 'Imported before types were kept', authors: 'Nguyen TH' }),
    ],
  });
  expect(card('A reply').getByText('Comment; Letter')).toBeTruthy();
  expect(card('Imported before types were kept').queryByText(/Letter|Article/)).toBeNull();
});

test('a label shows at once and moves the counter, before the server has answered', async () => {
  const waiting: (() => void)[] = [];
  const answerAll = () => waiting.splice(0).forEach((answer) => answer());
  const slow =
    (api: Api): FakeProcedure =>
    (input) =>
      new Promise((resolve) => waiting.push(() => resolve(api.procedures['citations.setLabel']!(input))));
  const { user, callsTo } = await openLabelling({ overrides: (api) => ({ 'citations.setLabel': slow(api) }) });
  expect(counter('relevant')).toBe('Relevant 0/5–10');
  // Fifteen records' buttons on a page: each record's are a group named after it.
  expect(card('Citation 2').getByRole('group', { name: 'Decision on Citation 2' })).toBeTruthy();
  await user.click(card('Citation 2').getByRole('button', { name: 'Relevant' }));
  expect(pressed('Citation 2', 'Relevant')).toBe('true');
  expect(counter('relevant')).toBe('Relevant 1/5–10');
  await user.click(card('Citation 3').getByRole('button', { name: 'Irrelevant' }));
  expect(counter('irrelevant')).toBe('Irrelevant 1/5–10');
  // Labels reach the server one after the other, in the order they were given.
  const fetches = callsTo('citations.filter').length;
  await waitFor(() => expect(waiting).toHaveLength(1));
  answerAll();
  await waitFor(() => expect(waiting).toHaveLength(1));
  answerAll();
  await waitFor(() => expect(callsTo('citations.filter').length).toBeGreaterThan(fetches));
  expect(counter('relevant')).toBe('Relevant 1/5–10');

  await user.click(card('Citation 2').getByRole('button', { name: 'Deselect' }));
  expect(counter('relevant')).toBe('Relevant 0/5–10');
  expect(card('Citation 2').queryByRole('button', { name: 'Deselect' })).toBeNull();
  await waitFor(() => expect(waiting).toHaveLength(1));
  answerAll();
});

const tenRelevant = () => fakeCitations(20).map((c) => (c.id <= 10 ? { ...c, is_relevant: true, iteration: 0 } : c));

test('a record a decision takes off the list shown (a filter) hands the focus to the next one, not to the page', async () => {
  // As a decision filter or "Hidden by keywords" in continuous mode answers: the undecided records only.
  const undecided =
    (api: Api): FakeProcedure =>
    async (input) => {
      const answer = (await api.procedures['citations.filter']!(input)) as { citations: CitationOutput[] };
      const left = answer.citations.filter((c) => c.is_relevant === null);
      return { ...answer, citations: left, total_after_filtering: left.length };
    };
  const { user } = await openLabelling({
    citations: fakeCitations(3),
    overrides: (api) => ({ 'citations.filter': undecided(api) }),
  });
  await user.click(card('Citation 2').getByRole('button', { name: 'Irrelevant' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Citation 2' })).toBeNull());
  expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Citation 3' }));
});

test('with 10 relevant labels in the iteration every other Relevant button is disabled', async () => {
  await openLabelling({ citations: tenRelevant() });
  expect(counter('relevant')).toBe('Relevant 10/5–10');
  expect(isDisabled(card('Citation 11').getByRole('button', { name: 'Relevant' }))).toBe(true);
  expect(isDisabled(card('Citation 11').getByRole('button', { name: 'Irrelevant' }))).toBe(false);
  expect(isDisabled(card('Citation 1').getByRole('button', { name: 'Irrelevant' }))).toBe(false);
  expect(isDisabled(card('Citation 1').getByRole('button', { name: 'Deselect' }))).toBe(false);
});

test('a label the server refuses with "Maximum reached" is taken back, explained, and the list fetched again', async () => {
  const refuse = () => {
    throw new TrpcFailure('CONFLICT', keywordMessages.maximum);
  };
  const { user, callsTo } = await openLabelling({ overrides: () => ({ 'citations.setLabel': refuse }) });
  const fetches = callsTo('citations.filter').length;
  await user.click(card('Citation 4').getByRole('button', { name: 'Relevant' }));
  expect(await screen.findByText(text.citationUpdateFailed)).toBeTruthy();
  expect(screen.getByText(keywordMessages.maximum)).toBeTruthy();
  expect(pressed('Citation 4', 'Relevant')).toBe('false');
  expect(counter('relevant')).toBe('Relevant 0/5–10');
  await waitFor(() => expect(callsTo('citations.filter').length).toBeGreaterThan(fetches));
});

test('a label refused because the citation is gone shows the global "not found" text', async () => {
  const gone = () => {
    throw new TrpcFailure('NOT_FOUND', 'Citation 4 does not exist');
  };
  const { user } = await openLabelling({ overrides: () => ({ 'citations.setLabel': gone }) });
  await user.click(card('Citation 4').getByRole('button', { name: 'Relevant' }));
  expect(await screen.findByText(text.citationUpdateFailed)).toBeTruthy();
  expect(screen.getByText(messages.notFound)).toBeTruthy();
  expect(pressed('Citation 4', 'Relevant')).toBe('false');
});

test('a citation labeled in an earlier iteration is locked: its buttons are disabled', async () => {
  const citations: CitationOutput[] = [
    fakeCitation(1, { title: 'Trained on', is_relevant: true, iteration: 0 }),
    fakeCitation(2),
  ];
  await openLabelling({ project: { current_iteration: 1 }, citations });
  for (const name of ['Relevant', 'Irrelevant', 'Deselect']) {
    expect(isDisabled(card('Trained on').getByRole('button', { name }))).toBe(true);
  }
  expect(card('Trained on').getByText(/iteration 1/)).toBeTruthy();
  expect(isDisabled(card('Citation 2').getByRole('button', { name: 'Relevant' }))).toBe(false);
  expect(screen.getByText('Iteration 2')).toBeTruthy();
});

test('j and k choose a citation, r, i and u label it', async () => {
  const { user, callsTo } = await openLabelling();
  await user.keyboard('j');
  expect(cards()[0]!.getAttribute('aria-current')).toBe('true');
  await user.keyboard('jjk');
  expect(cards()[1]!.getAttribute('aria-current')).toBe('true');
  await user.keyboard('r');
  expect(pressed('Citation 2', 'Relevant')).toBe('true');
  await user.keyboard('i');
  expect(pressed('Citation 2', 'Irrelevant')).toBe('true');
  expect(counter('relevant')).toBe('Relevant 0/5–10');
  expect(counter('irrelevant')).toBe('Irrelevant 1/5–10');
  await user.keyboard('u');
  expect(card('Citation 2').queryByRole('button', { name: 'Deselect' })).toBeNull();
  expect(counter('irrelevant')).toBe('Irrelevant 0/5–10');
  await waitFor(() =>
    expect(callsTo('citations.setLabel').map((c) => (c.input as { is_relevant: unknown }).is_relevant)).toEqual([
      true,
      false,
      null,
    ]),
  );
});

test("j past the last citation of a page goes on to the next page's first, k before the first back to the last", async () => {
  const { user, location } = await openLabelling({ citations: fakeCitations(20) });
  await user.keyboard('j'.repeat(15));
  expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Citation 15' }));
  await user.keyboard('j');
  const first = await screen.findByRole('article', { name: 'Citation 16' });
  expect(location().search).toEqual({ page: 2 });
  await waitFor(() => expect(document.activeElement).toBe(first));
  expect(first.getAttribute('aria-current')).toBe('true');
  // At the very end j stays where it is (four steps reach citation 20, the fifth finds no page after).
  await user.keyboard('jjjjj');
  expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Citation 20' }));
  expect(location().search).toEqual({ page: 2 });
  await user.keyboard('kkkk');
  expect(document.activeElement).toBe(first);
  await user.keyboard('k');
  const last = await screen.findByRole('article', { name: 'Citation 15' });
  expect(location().search).toEqual({});
  await waitFor(() => expect(document.activeElement).toBe(last));
  expect(last.getAttribute('aria-current')).toBe('true');
});

test('keys typed into the search box are text, not shortcuts', async () => {
  const { user, callsTo } = await openLabelling();
  await user.click(screen.getByRole('textbox', { name: 'Search citations' }));
  await user.keyboard('jri?');
  expect(cards().some((c) => c.getAttribute('aria-current'))).toBe(false);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(callsTo('citations.setLabel')).toHaveLength(0);
  await waitFor(() =>
    expect(callsTo('citations.filter').some((c) => (c.input as { search?: string }).search === 'jri?')).toBe(true),
  );
});

test('? lists the shortcuts', async () => {
  const { user } = await openLabelling();
  await user.keyboard('?');
  // antd names its dialogs with ids that repeat under test, so the title is checked as text.
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Keyboard shortcuts')).toBeTruthy();
  for (const line of [
    'Next citation',
    'Previous citation',
    'Label the chosen citation relevant',
    'Label the chosen citation irrelevant',
    'Remove its label (Deselect)',
  ]) {
    expect(within(dialog).getByText(line)).toBeTruthy();
  }
});

test('single-key shortcuts can be turned off in the shortcuts dialog, and on again (WCAG 2.1.4)', async () => {
  const { user, callsTo } = await openLabelling();
  await user.keyboard('?');
  const dialog = await screen.findByRole('dialog');
  const toggle = within(dialog).getByRole('switch', { name: 'Single-key shortcuts' });
  expect(toggle.getAttribute('aria-checked')).toBe('true');
  await user.click(toggle);
  expect(toggle.getAttribute('aria-checked')).toBe('false');
  expect(localStorage.getItem('single-key-shortcuts')).toBe('off');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  // Off: a speech-input user saying "jr?" records nothing and opens nothing.
  document.body.focus();
  await user.keyboard('jr?');
  expect(cards().some((c) => c.getAttribute('aria-current'))).toBe(false);
  expect(callsTo('citations.setLabel')).toHaveLength(0);
  expect(screen.queryByRole('dialog')).toBeNull();

  // The page's button still opens the dialog, where they go back on.
  await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('switch', { name: 'Single-key shortcuts' }));
  expect(localStorage.getItem('single-key-shortcuts')).toBeNull();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.keyboard('j');
  await waitFor(() => expect(cards()[0]!.getAttribute('aria-current')).toBe('true'));
});

test('"Train Model" waits for 5 labels of each class, then trains and opens the results', async () => {
  const short = fakeCitations(20).map((c) => (c.id <= 9 ? { ...c, is_relevant: c.id <= 4, iteration: 0 } : c));
  await openLabelling({ citations: short });
  expect(isDisabled(screen.getByRole('button', { name: 'Train Model' }))).toBe(true);
  cleanup();

  const citations = fakeCitations(20).map((c) => (c.id <= 10 ? { ...c, is_relevant: c.id <= 5, iteration: 0 } : c));
  const trained = { message: 'Training 1 of 10 done: 20 citations scored.', current_iteration: 1, scored: 20 };
  const { user, callsTo, location } = await openLabelling({
    citations,
    overrides: () => ({ 'training.train': () => trained }),
  });
  expect(counter('relevant')).toBe('Relevant 5/5–10');
  expect(counter('irrelevant')).toBe('Irrelevant 5/5–10');
  await user.click(screen.getByRole('button', { name: 'Train Model' }));
  expect(await screen.findByText('Training 1 of 10 done: 20 citations scored.')).toBeTruthy();
  expect(callsTo('training.train')[0]?.input).toEqual({ projectId: 7 });
  await waitFor(() => expect(location().pathname).toBe('/projects/7/results'));
});

test('sorting lowest first asks the server for ascending order and starts again at page 1', async () => {
  const { user, callsTo, location } = await openLabelling({
    citations: fakeCitations(40),
    path: '/projects/7/citations?page=2',
  });
  await user.click(screen.getByRole('combobox', { name: 'Sort order' }));
  await user.click(await screen.findByText('Least relevant first'));
  expect(await screen.findByRole('article', { name: 'Citation 40' })).toBeTruthy();
  expect(callsTo('citations.filter').at(-1)?.input).toMatchObject({ sort_order: 'asc', page: 1 });
  expect(location().search).toEqual({ sort: 'asc' });
});

test('after the tenth training the page says all trainings are done, offers the results and takes no label', async () => {
  const citations = fakeCitations(20).map((c) => (c.id <= 3 ? { ...c, is_relevant: true, iteration: 9 } : c));
  const { user, callsTo, location } = await openLabelling({ project: { current_iteration: 10 }, citations });
  expect(screen.getByText(/All 10 trainings are done: labels can no longer change the model/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Train Model' })).toBeNull();
  expect(screen.queryByText('Iteration 11')).toBeNull();
  const unlabelled = card('Citation 4').getByRole('button', { name: 'Relevant' });
  expect(isDisabled(unlabelled)).toBe(true);
  await user.click(screen.getByRole('link', { name: 'View and download results' }));
  await waitFor(() => expect(location().pathname).toBe('/projects/7/results'));
  expect(callsTo('citations.setLabel')).toHaveLength(0);
});

test('late in a review, with the irrelevant class full and too few relevant labels to train, the page says the review may end here', async () => {
  const late = (irrelevant: number) =>
    fakeCitations(20).map((c) => (c.id <= 2 + irrelevant ? { ...c, is_relevant: c.id <= 2, iteration: 3 } : c));
  await openLabelling({ project: { current_iteration: 3 }, citations: late(10) });
  expect(await screen.findByText(/fewer than 5 relevant citations left to find/)).toBeTruthy();
  expect(screen.getByText('Iteration 4')).toBeTruthy();
  cleanup();
  // Right after a training nothing is labelled yet, and with room for more irrelevant labels reading goes on.
  for (const irrelevant of [0, 9]) {
    await openLabelling({ project: { current_iteration: 3 }, citations: late(irrelevant) });
    expect(screen.queryByText(/fewer than 5 relevant citations left to find/)).toBeNull();
    cleanup();
  }
  await openLabelling({ project: { current_iteration: 0 }, citations: fakeCitations(20) });
  expect(screen.queryByText(/fewer than 5 relevant citations left to find/)).toBeNull();
});

test('with the irrelevant class full but "Still to find" holding at least 5 relevant citations, the page says to read on, not that the review may end', async () => {
  const citations = fakeCitations(20).map((c) => (c.id <= 10 ? { ...c, is_relevant: false, iteration: 2 } : c));
  const estimate = (low: number, high: number) => ({ estimate: low + 2, low, high, level: 0.9, reason: null });
  await openLabelling({ project: { current_iteration: 2 }, citations, stillToFind: estimate(12, 30) });
  expect(await screen.findByText(/review is not near its end: between 12 and 30 relevant citations/)).toBeTruthy();
  expect(screen.queryByText(/fewer than 5 relevant citations left to find/)).toBeNull();
  expect(screen.queryByRole('button', { name: text.continueContinuous })).toBeNull();
  cleanup();
  // At 4 or fewer the next training may be out of reach: the ways forward, as before.
  await openLabelling({ project: { current_iteration: 2 }, citations, stillToFind: estimate(4, 30) });
  expect(await screen.findByText(/fewer than 5 relevant citations left to find/)).toBeTruthy();
  expect(screen.queryByText(/not near its end/)).toBeNull();
});

test('in continuous mode the list says the screening view brings the citations the keywords hide last', async () => {
  const citations = [fakeCitation(1, { title: 'Statin trial' }), fakeCitation(2, { title: 'Exercise cohort' })];
  await openLabelling({
    citations,
    selected: { include: ['statin'], exclude: [] },
    project: { screening_mode: 'continuous' },
  });
  expect(
    within(screen.getByRole('region', { name: 'Keyword filter' })).getByText(
      'Your keywords hide 1 of 2 citations from this list. Citations you have labeled always stay. The screening view brings hidden citations after every record the keywords let through.',
    ),
  ).toBeTruthy();
});

test('the page says how many citations the keywords hide, and shows them on request', async () => {
  const citations = [
    fakeCitation(1, { title: 'Statin trial' }),
    fakeCitation(2, { title: 'Exercise cohort' }),
    fakeCitation(3, { title: 'Diet diary' }),
  ];
  const { user, location } = await openLabelling({ citations, selected: { include: ['statin'], exclude: [] } });
  expect(cards()).toHaveLength(1);
  const filter = within(screen.getByRole('region', { name: 'Keyword filter' }));
  expect(
    filter.getByText(
      'Your keywords hide 2 of 3 citations from this list. Citations you have labeled always stay. Hidden citations are not screened unless you show them.',
    ),
  ).toBeTruthy();

  await user.click(filter.getByText('Hidden by keywords (2)'));
  await waitFor(() =>
    expect(cards().map((c) => c.getAttribute('aria-labelledby') && c.querySelector('h2')?.textContent)).toEqual([
      'Exercise cohort',
      'Diet diary',
    ]),
  );
  expect(location().search).toMatchObject({ keywords: 'hidden' });
  await user.click(card('Diet diary').getByRole('button', { name: 'Irrelevant' }));
  await waitFor(() => expect(counter('irrelevant')).toContain('1'));

  await user.click(within(screen.getByRole('region', { name: 'Keyword filter' })).getByText('All (3)'));
  await waitFor(() => expect(cards()).toHaveLength(3));
});

test('nothing is said about keywords that hide nothing', async () => {
  await openLabelling({
    citations: [fakeCitation(1, { title: 'Statin trial' })],
    selected: { include: ['statin'], exclude: [] },
  });
  expect(screen.queryByRole('region', { name: 'Keyword filter' })).toBeNull();
});
