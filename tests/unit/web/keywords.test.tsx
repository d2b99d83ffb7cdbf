import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { SuggestedKeyword } from '../../../src/shared/keyword.schema.ts';
import { keywordMessages } from '../../../src/shared/messages.ts';
import { labellingScreenMessages as text } from '../../../src/shared/labelling-screen.messages.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { fakeCitation, fakeLabellingApi } from '../../helpers/msw-labelling.ts';
import { TrpcFailure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

// Each test walks a page the way a user would; in a parallel run such a walk can take longer than 5 s.
vi.setConfig({ testTimeout: 15_000 });

const suggestions: SuggestedKeyword[] = [
  { word: 'statin', score: 90, frequency: 24, separates: 'relevant' },
  { word: 'mouse', score: 60, frequency: 4, separates: 'irrelevant' },
  { word: 'trial', score: 80, frequency: 20 },
  { word: 'cognition', score: 70, frequency: 12 },
];
const citations = [
  fakeCitation(1, { title: 'Statins and cognition in older adults' }),
  fakeCitation(2, { title: 'A statin trial in heart failure' }),
  fakeCitation(3, { title: 'Exercise for older adults' }),
];

async function openKeywords(options: Parameters<typeof fakeLabellingApi>[0] = {}) {
  const api = fakeLabellingApi({ suggestions, citations, ...options });
  const { calls } = fakeAuthApi({ signedIn: ada, overrides: api.procedures });
  const app = renderApp('/projects/7/keywords');
  await screen.findByRole('button', { name: 'statin 24 citations' });
  const saves = () => calls.filter((c) => c.path === 'keywords.save').map((c) => c.input);
  return { ...app, api, saves };
}

const section = (name: RegExp) => screen.getByRole('region', { name });
const includeList = () => section(/^Include/);
const excludeList = () => section(/^Exclude/);
const wordsIn = (list: HTMLElement) => [...list.querySelectorAll('.keyword-row-word')].map((el) => el.textContent);

test('the page shows the steps, the project and the suggestions with how many citations hold each word', async () => {
  await openKeywords();
  expect(screen.getByRole('heading', { name: 'Keyword Selection' })).toBeTruthy();
  expect(await screen.findByText('Statins in older adults')).toBeTruthy();
  expect(screen.getByText('Keyword Selection', { selector: '.ant-steps-item-title' })).toBeTruthy();
  expect(within(section(/Typical of relevant/)).getByRole('button', { name: 'statin 24 citations' })).toBeTruthy();
  expect(within(section(/Typical of irrelevant/)).getByRole('button', { name: 'mouse 4 citations' })).toBeTruthy();
  expect(within(section(/Distinctive/)).getByRole('button', { name: 'trial 20 citations' })).toBeTruthy();
  // The chips are not in order of their numbers, and the page says what order they are in.
  expect(screen.getByText(/Each group puts its most telling words first, not its most frequent/)).toBeTruthy();
  // Whole words only: a drug name that contains a keyword is not matched by it, and the include list says so.
  expect(within(includeList()).getByText(/statin does not match simvastatin/)).toBeTruthy();
});

test('Tab from the top of the page reaches the keyword box before any suggestion', async () => {
  const { user } = await openKeywords();
  const box = screen.getByRole('textbox', { name: 'New keyword' });
  const chips = screen.getAllByRole('button', { name: /citations$|^Exclude / });
  document.querySelector<HTMLElement>('#main-content')!.focus();
  for (let step = 0; step < 40 && document.activeElement !== box; step++) {
    await user.tab();
    expect(chips).not.toContain(document.activeElement);
  }
  expect(document.activeElement).toBe(box);
});

test('clicking a suggestion includes it, and clicking it again takes it out', async () => {
  const { user } = await openKeywords();
  const chip = screen.getByRole('button', { name: 'statin 24 citations' });
  await user.click(chip);
  expect(wordsIn(includeList())).toEqual(['statin']);
  expect(chip.getAttribute('aria-pressed')).toBe('true');
  await user.click(chip);
  expect(wordsIn(includeList())).toEqual([]);
});

test('the stop button of a suggestion excludes it, and a right-click does the same', async () => {
  const { user } = await openKeywords();
  await user.click(screen.getByRole('button', { name: 'Exclude mouse' }));
  fireEvent.contextMenu(screen.getByRole('button', { name: 'trial 20 citations' }));
  expect(wordsIn(excludeList())).toEqual(['mouse', 'trial']);
});

test('moving an included word to exclude takes it out of include', async () => {
  const { user } = await openKeywords();
  await user.click(screen.getByRole('button', { name: 'statin 24 citations' }));
  await user.click(within(includeList()).getByRole('button', { name: 'Move statin to exclude' }));
  expect(wordsIn(includeList())).toEqual([]);
  expect(wordsIn(excludeList())).toEqual(['statin']);
  await user.click(screen.getByRole('button', { name: 'statin 24 citations' }));
  expect(wordsIn(includeList())).toEqual(['statin']);
  expect(wordsIn(excludeList())).toEqual([]);
});

test('Enter adds the typed word to include, trimmed and lower-cased; the Exclude button adds to exclude', async () => {
  const { user } = await openKeywords();
  await user.type(screen.getByRole('textbox', { name: 'New keyword' }), '  Heart Failure {Enter}');
  expect(wordsIn(includeList())).toEqual(['heart failure']);
  expect((screen.getByRole('textbox', { name: 'New keyword' }) as HTMLInputElement).value).toBe('');
  await user.type(screen.getByRole('textbox', { name: 'New keyword' }), 'Rats');
  await user.click(screen.getByRole('button', { name: 'Exclude' }));
  expect(wordsIn(excludeList())).toEqual(['rats']);
});

test('a word already in either list gives the spec message and nothing is sent', async () => {
  const { user, saves } = await openKeywords({
    selected: { include: ['statin'], exclude: [{ word: 'mouse', frequency: 1 }] },
  });
  const input = screen.getByRole('textbox', { name: 'New keyword' });
  await user.type(input, 'STATIN{Enter}');
  expect(screen.getByRole('alert').textContent).toBe(keywordMessages.duplicate);
  await user.clear(input);
  await user.type(input, 'mouse{Enter}');
  expect(screen.getByRole('alert').textContent).toBe(keywordMessages.duplicate);
  expect(wordsIn(includeList())).toEqual(['statin']);
  expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  expect(saves()).toEqual([]);
});

test('an exclude frequency below 1 is not accepted: it becomes 1', async () => {
  const { user, saves } = await openKeywords({ selected: { include: [], exclude: [{ word: 'mouse', frequency: 3 }] } });
  const frequency = screen.getByRole('spinbutton', {
    name: 'Times mouse must occur to exclude a citation',
  }) as HTMLInputElement;
  expect(frequency.value).toBe('3');
  await user.clear(frequency);
  await user.type(frequency, '0');
  await user.tab();
  expect(frequency.value).toBe('1');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saves()).toHaveLength(1));
  expect(saves()[0]).toMatchObject({ exclude: [{ word: 'mouse', frequency: 1 }] });
});

test('the count follows the lists while they are edited, before anything is saved', async () => {
  const { user, saves } = await openKeywords();
  expect(await screen.findByText('3 of 3 citations match')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'statin 24 citations' }));
  expect(await screen.findByText('2 of 3 citations match')).toBeTruthy();
  expect(screen.getByText('Unsaved changes')).toBeTruthy();
  expect(saves()).toEqual([]);
});

test('Save sends the normalised lists and the count then describes them', async () => {
  const { user, saves } = await openKeywords();
  expect(await screen.findByText('3 of 3 citations match')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'statin 24 citations' }));
  await user.type(screen.getByRole('textbox', { name: 'New keyword' }), ' Mice {Enter}');
  await user.click(within(includeList()).getByRole('button', { name: 'Move mice to exclude' }));
  const frequency = screen.getByRole('spinbutton', { name: 'Times mice must occur to exclude a citation' });
  await user.clear(frequency);
  await user.type(frequency, '2');
  expect(screen.getByText('Unsaved changes')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saves()).toHaveLength(1));
  expect(saves()[0]).toEqual({ projectId: 7, include: ['statin'], exclude: [{ word: 'mice', frequency: 2 }] });
  expect(await screen.findByText(text.keywordsSaved)).toBeTruthy();
  expect(await screen.findByText('2 of 3 citations match')).toBeTruthy();
  expect(screen.queryByText('Unsaved changes')).toBeNull();
  // Save is disabled once saved: the keyboard is on the count it saved, not dropped to the top of the page.
  await waitFor(() => expect(document.activeElement?.contains(screen.getByText('2 of 3 citations match'))).toBe(true));
  expect(document.activeElement).not.toBe(document.body);
});

test('a save the server refuses shows "Failed to update keywords" with its reason and keeps the edits', async () => {
  const api = fakeLabellingApi({ suggestions, citations });
  const refuse = () => {
    throw new TrpcFailure('INTERNAL_SERVER_ERROR', 'A server error occurred. Please try again later.');
  };
  fakeAuthApi({ signedIn: ada, overrides: { ...api.procedures, 'keywords.save': refuse } });
  const { user } = renderApp('/projects/7/keywords');
  await user.click(await screen.findByRole('button', { name: 'statin 24 citations' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(text.keywordsUpdateFailed)).toBeTruthy();
  expect(screen.getByText('A server error occurred. Please try again later.')).toBeTruthy();
  expect(wordsIn(includeList())).toEqual(['statin']);
});

test('Continue saves the lists and opens the labeling page', async () => {
  const { user, saves, location } = await openKeywords();
  await user.click(screen.getByRole('button', { name: 'trial 20 citations' }));
  await user.click(screen.getByRole('button', { name: 'Continue to Labeling' }));
  expect(await screen.findByRole('heading', { name: 'Citation Labeling' })).toBeTruthy();
  expect(location().pathname).toBe('/projects/7/citations');
  expect(saves()).toEqual([{ projectId: 7, include: ['trial'], exclude: [] }]);
});

test('with unsaved changes the page says Continue will save them, and the labeling page then says "Keywords saved"', async () => {
  const { user } = await openKeywords();
  const continueButton = () => screen.getByRole('button', { name: 'Continue to Labeling' });
  const note = () => screen.queryByText(text.continueSaves);
  expect(note()).toBeNull();
  expect(continueButton().getAttribute('aria-describedby')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'trial 20 citations' }));
  // Said beside the button and read with it, so a keyboard or screen-reader user hears it on reaching Continue.
  expect(note()).toBeTruthy();
  expect(continueButton().getAttribute('aria-describedby')).toBe(note()!.id);
  expect(screen.getByText('Counted with your unsaved changes: Save keeps them, and so does Continue.')).toBeTruthy();

  continueButton().focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('heading', { name: 'Citation Labeling' })).toBeTruthy();
  expect(await screen.findByText(text.keywordsSaved)).toBeTruthy();
});

test('a continuous project goes on to screening with its unsaved changes saved, without asking to leave them', async () => {
  const { user, saves, location } = await openKeywords({ project: { screening_mode: 'continuous' } });
  await user.click(screen.getByRole('button', { name: 'trial 20 citations' }));
  await user.click(screen.getByRole('button', { name: 'Continue to Screening' }));
  await waitFor(() => expect(location().pathname).toBe('/projects/7/screen'));
  expect(screen.queryByText('Leave without saving?')).toBeNull();
  expect(saves()).toEqual([{ projectId: 7, include: ['trial'], exclude: [] }]);
});

test('keywords that cannot be loaded show "Error Loading Keywords" with the way back to the project', async () => {
  const api = fakeLabellingApi();
  const failing = () => {
    throw new TrpcFailure('INTERNAL_SERVER_ERROR', 'A server error occurred. Please try again later.');
  };
  fakeAuthApi({ signedIn: ada, overrides: { ...api.procedures, 'keywords.get': failing } });
  renderApp('/projects/7/keywords');
  expect(await screen.findByText(text.keywordsLoadFailed)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to Project' }).getAttribute('href')).toBe('/projects/7');
});

test('leaving with unsaved changes asks first; "Stay" keeps the edits, "Leave" goes', async () => {
  const { user, location, saves } = await openKeywords();
  await user.click(screen.getByRole('button', { name: 'statin 24 citations' }));
  await user.click(screen.getByRole('link', { name: 'Back to Project' }));
  expect(await screen.findByText('Leave without saving?')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Stay' }));
  expect(location().pathname).toBe('/projects/7/keywords');
  expect(wordsIn(includeList())).toEqual(['statin']);

  await user.click(screen.getByRole('link', { name: 'Back to Project' }));
  await user.click(await screen.findByRole('button', { name: 'Leave' }));
  await waitFor(() => expect(location().pathname).toBe('/projects/7'));
  expect(saves()).toEqual([]);
});

test('the page says how many citations the lists hide from labeling', async () => {
  const { user } = await openKeywords();
  await user.click(await screen.findByRole('button', { name: 'statin 24 citations' }));
  expect(
    await screen.findByText(
      'The keywords hide 1 unlabeled citation from labeling and the results; you can still show and screen them there.',
    ),
  ).toBeTruthy();
});

test('in continuous mode the page says the screening view brings the hidden citations last', async () => {
  const { user } = await openKeywords({ project: { screening_mode: 'continuous' } });
  await user.click(await screen.findByRole('button', { name: 'statin 24 citations' }));
  expect(
    await screen.findByText(
      'The keywords hide 1 unlabeled citation from the lists; the screening view brings it after every record they let through.',
    ),
  ).toBeTruthy();
});

test('saving lists that would not let through a citation labeled relevant asks first', async () => {
  const labelled = [...citations, fakeCitation(4, { title: 'Exercise in cognition', is_relevant: true, iteration: 0 })];
  const { user, saves } = await openKeywords({ citations: labelled });
  await user.click(await screen.findByRole('button', { name: 'statin 24 citations' }));
  expect(await screen.findByText(text.relevantUnmatched(1, 1))).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = within(await screen.findByRole('dialog', { name: text.confirmHidingTitle }));
  expect(dialog.getByText(/In all, 1 unlabeled citation would leave labeling/)).toBeTruthy();
  await user.click(dialog.getByRole('button', { name: 'Keep editing' }));
  expect(saves()).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: text.confirmHidingTitle })).getByRole('button', {
      name: 'Save anyway',
    }),
  );
  await waitFor(() => expect(saves()).toHaveLength(1));
});

test('the keyboard focus stays with the lists when a word is moved or removed', async () => {
  const { user } = await openKeywords();
  for (const word of ['statin 24 citations', 'trial 20 citations', 'cognition 12 citations']) {
    await user.click(screen.getByRole('button', { name: word }));
  }
  within(includeList()).getByRole('button', { name: 'Move trial to exclude' }).focus();
  await user.keyboard('{Enter}');
  // The word's Move button in its new list, so a second Enter moves it back.
  expect(document.activeElement).toBe(within(excludeList()).getByRole('button', { name: 'Move trial to include' }));

  within(includeList()).getByRole('button', { name: 'Remove statin' }).focus();
  await user.keyboard('{Enter}');
  // The word that took its place.
  expect(document.activeElement).toBe(within(includeList()).getByRole('button', { name: 'Remove cognition' }));
  await user.keyboard('{Enter}');
  // The list is empty: its section, which says so.
  expect(wordsIn(includeList())).toEqual([]);
  expect(document.activeElement).toBe(includeList());
});
