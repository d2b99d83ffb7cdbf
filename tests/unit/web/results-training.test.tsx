import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { keywordMessages, trainingMessages } from '../../../src/shared/messages.ts';
import { labellingScreenMessages } from '../../../src/shared/labelling-screen.messages.ts';
import { resultsScreenMessages as text } from '../../../src/shared/results-screen.messages.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { fakeResultsApi, labelledCitations, scoredCitations } from '../../helpers/msw-results.ts';
import { NetworkFailure, TrpcFailure, type FakeProcedure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

// Training and labelling go through several requests and re-renders; a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 15_000 });

type Api = ReturnType<typeof fakeResultsApi>;
type Options = Parameters<typeof fakeResultsApi>[0] & { overrides?: (api: Api) => Record<string, FakeProcedure> };

async function openResults({ overrides = () => ({}), ...options }: Options = {}) {
  const api = fakeResultsApi(options);
  const { calls } = fakeAuthApi({ signedIn: ada, overrides: { ...api.procedures, ...overrides(api) } });
  const app = renderApp('/projects/7/results');
  await screen.findAllByRole('article');
  return { ...app, api, callsTo: (name: string) => calls.filter((c) => c.path === name) };
}

/** Ten labels of the current iteration (1): five relevant, five irrelevant, and ten unlabelled citations. */
const readyToRetrain = () => [
  ...scoredCitations(10),
  ...labelledCitations(5, true, 101, 1),
  ...labelledCitations(5, false, 201, 1),
];
const retrain = () => screen.getByRole('button', { name: /Retrain/ }) as HTMLButtonElement;
const counter = (name: 'relevant' | 'irrelevant') => document.querySelector(`.train-counter-${name}`)?.textContent;
const card = (title: string) => within(screen.getByRole('article', { name: title }));

test('Retrain trains the model, says so, and the page moves to the next iteration', async () => {
  const { user, callsTo } = await openResults({ citations: readyToRetrain() });
  expect(screen.getByText('Iteration 2/10')).toBeTruthy();
  await waitFor(() => expect(counter('relevant')).toBe('Relevant 5/5–10'));
  await user.click(retrain());
  expect(await screen.findByText(trainingMessages.trained(2, 20))).toBeTruthy();
  expect(callsTo('training.train').map((c) => c.input)).toEqual([{ projectId: 7 }]);
  expect(await screen.findByText('Iteration 3/10')).toBeTruthy();
  // The new iteration starts with no labels of its own.
  await waitFor(() => expect(counter('relevant')).toBe('Relevant 0/5–10'));
});

test('a training refused for too few labels shows "Failed to train model", "Invalid citation count" and the counts', async () => {
  const { user } = await openResults({ citations: [...scoredCitations(10), ...labelledCitations(3, true, 101, 1)] });
  expect(screen.getByRole('button', { name: /Retrain/ })).toBeTruthy();
  await user.click(retrain());
  expect(await screen.findByText(text.trainFailed)).toBeTruthy();
  expect(screen.getByText(text.invalidCitationCount)).toBeTruthy();
  expect(screen.getByText(trainingMessages.notEnough(3, 0))).toBeTruthy();
  expect(screen.getByText('Iteration 2/10')).toBeTruthy();
});

test('a server error during training gets the spec text, not the server internals', async () => {
  const crash = () => {
    throw new TrpcFailure('INTERNAL_SERVER_ERROR', 'worker exited with code 1');
  };
  const { user } = await openResults({ citations: readyToRetrain(), overrides: () => ({ 'training.train': crash }) });
  await user.click(retrain());
  expect(await screen.findByText(text.trainFailed)).toBeTruthy();
  expect(screen.getByText(text.trainServerError)).toBeTruthy();
});

test('a training that gets no answer says it may still be running and to refresh', async () => {
  const lost = () => {
    throw new NetworkFailure();
  };
  const { user } = await openResults({ citations: readyToRetrain(), overrides: () => ({ 'training.train': lost }) });
  await user.click(retrain());
  expect(await screen.findByText(text.trainFailed)).toBeTruthy();
  expect(screen.getByText(text.trainTimeout)).toBeTruthy();
});

test('Retrain is disabled after ten trainings, and the page says why', async () => {
  await openResults({ project: { current_iteration: 10 }, citations: readyToRetrain() });
  expect(retrain().disabled).toBe(true);
  expect(screen.getByText(text.allIterationsDone)).toBeTruthy();
});

test('with ten relevant labels in the iteration no 11th can be given: the Relevant buttons are disabled', async () => {
  const tenRelevant = [...scoredCitations(5), ...labelledCitations(10, true, 101, 1)];
  await openResults({ citations: tenRelevant });
  await waitFor(() => expect(counter('relevant')).toBe('Relevant 10/5–10'));
  const relevant = card('Citation 1').getByRole('button', { name: 'Relevant' }) as HTMLButtonElement;
  expect(relevant.disabled).toBe(true);
  expect((card('Citation 1').getByRole('button', { name: 'Irrelevant' }) as HTMLButtonElement).disabled).toBe(false);
});

test('a label the server refuses with "Maximum reached" is taken back and explained', async () => {
  const refuse = () => {
    throw new TrpcFailure('CONFLICT', keywordMessages.maximum);
  };
  const { user } = await openResults({ overrides: () => ({ 'citations.setLabel': refuse }) });
  await user.click(card('Citation 3').getByRole('button', { name: 'Relevant' }));
  expect(await screen.findByText(labellingScreenMessages.citationUpdateFailed)).toBeTruthy();
  expect(screen.getByText(keywordMessages.maximum)).toBeTruthy();
  await waitFor(() =>
    expect(card('Citation 3').getByRole('button', { name: 'Relevant' }).getAttribute('aria-pressed')).toBe('false'),
  );
});

test('a label given on the Unlabeled tab moves the citation to the Relevant tab and the counter up', async () => {
  const { user, callsTo } = await openResults({ citations: scoredCitations(4) });
  await user.click(card('Citation 2').getByRole('button', { name: 'Relevant' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Citation 2' })).toBeNull());
  expect(counter('relevant')).toBe('Relevant 1/5–10');
  expect(callsTo('citations.setLabel').map((c) => c.input)).toEqual([
    { projectId: 7, citationId: 2, is_relevant: true },
  ]);
  await waitFor(() => expect(screen.getByRole('tab', { name: /^Relevant/ }).textContent).toBe('Relevant1'));
});

test('a citation labeled off the tab hands the focus to the next one, or the last one left, not to the page', async () => {
  const { user } = await openResults({ citations: scoredCitations(4) });
  await user.click(card('Citation 2').getByRole('button', { name: 'Relevant' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Citation 2' })).toBeNull());
  expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Citation 3' }));
  // The last card gone, its neighbour above takes the focus.
  await user.click(card('Citation 4').getByRole('button', { name: 'Irrelevant' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Citation 4' })).toBeNull());
  expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Citation 3' }));
});

test('the labeling keys work on the results page: j and k choose, r, i and u label, ? lists them', async () => {
  const { user, callsTo } = await openResults({ citations: scoredCitations(4) });
  await user.keyboard('jjk');
  expect(screen.getByRole('article', { name: 'Citation 1' }).getAttribute('aria-current')).toBe('true');
  expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Citation 1' }));
  await user.keyboard('r');
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Citation 1' })).toBeNull());
  // The next citation is chosen and focused, so the next key acts on it.
  expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Citation 2' }));
  expect(screen.getByRole('article', { name: 'Citation 2' }).getAttribute('aria-current')).toBe('true');
  await user.keyboard('i');
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Citation 2' })).toBeNull());
  expect(callsTo('citations.setLabel').map((c) => c.input)).toEqual([
    { projectId: 7, citationId: 1, is_relevant: true },
    { projectId: 7, citationId: 2, is_relevant: false },
  ]);
  await user.keyboard('?');
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Keyboard shortcuts')).toBeTruthy();
  expect(within(dialog).getByText('Label the chosen citation relevant')).toBeTruthy();
});

test('the results page offers the ways forward only once the irrelevant class is full with relevant labels short', async () => {
  const ways = () => screen.queryByText(/fewer than 5 relevant citations left to find/);
  // Right after a training: no labels yet in the new iteration, nothing to say.
  await openResults({ citations: scoredCitations(10) });
  await waitFor(() => expect(counter('relevant')).toBe('Relevant 0/5–10'));
  expect(ways()).toBeNull();
  cleanup();
  await openResults({
    citations: [...scoredCitations(10), ...labelledCitations(2, true, 101, 1), ...labelledCitations(10, false, 201, 1)],
  });
  await waitFor(() => expect(counter('irrelevant')).toBe('Irrelevant 10/5–10'));
  expect(await screen.findByText(/fewer than 5 relevant citations left to find/)).toBeTruthy();
  expect(screen.getByRole('button', { name: labellingScreenMessages.continueContinuous })).toBeTruthy();
});

test('after ten trainings the ways forward say how many unlabeled citations the keywords hide, on every tab', async () => {
  const { user } = await openResults({ project: { current_iteration: 10 }, citations: readyToRetrain(), hidden: 3 });
  const note = labellingScreenMessages.hiddenUnread(3);
  expect(await screen.findByText((text) => text.includes(note))).toBeTruthy();
  for (const name of [/^Relevant/, /^Irrelevant/]) {
    await user.click(screen.getByRole('tab', { name }));
    await waitFor(() => expect(screen.getByRole('tab', { name, selected: true })).toBeTruthy());
    // The Relevant and Irrelevant lists hide nothing themselves; the note still gives the project's count.
    expect(screen.getByText((text) => text.includes(note))).toBeTruthy();
  }
});

test('in continuous mode "Left" counts every unlabeled record and says what it holds beside the Unlabeled tab', async () => {
  // Five unlabelled records listed, two more the keywords hide: seven left, one of them set aside as Maybe.
  const status = () => ({
    citation: null,
    hidden_by_keywords: false,
    model_trained_at: null,
    labelled_since_training: 0,
    model_retraining: false,
    progress: { total: 9, screened: 2, relevant: 1, irrelevant: 1, remaining: 7, unlabelled: 6, maybe: 1 },
    dual: null,
  });
  await openResults({
    project: { screening_mode: 'continuous' },
    citations: [...scoredCitations(5), ...labelledCitations(1, true, 101, 1), ...labelledCitations(1, false, 201, 1)],
    hidden: 2,
    overrides: () => ({ 'screening.next': status }),
  });
  await waitFor(() => expect(screen.getByRole('tab', { name: /^Unlabeled/ }).textContent).toBe('Unlabeled5'));
  const left = await screen.findByText('Left');
  expect(left.parentElement!.textContent).toBe('Left 7 (1 Maybe, 2 hidden by keywords)');
  expect(screen.queryByText('Maybe')).toBeNull();
});
