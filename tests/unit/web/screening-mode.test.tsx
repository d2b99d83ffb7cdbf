import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { labellingScreenMessages } from '../../../src/shared/labelling-screen.messages.ts';
import { screeningMessages } from '../../../src/shared/screening.messages.ts';
import type { ProjectOutput } from '../../../src/shared/project.schema.ts';
import type { KeywordsResponse } from '../../../src/shared/keyword.schema.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { fakeCitations, fakeLabellingApi } from '../../helpers/msw-labelling.ts';
import { fakeProject, fakeProjectsApi } from '../../helpers/msw-projects.ts';
import type { FakeProcedure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

const csv = () => new File(['title,abstract\nA study,An abstract\n'], 'citations.csv', { type: 'text/csv' });

async function createProject(choose?: 'Continuous' | 'Iterations', screeners?: 'Two, blind') {
  const api = fakeProjectsApi();
  fakeAuthApi({ signedIn: ada, overrides: api.procedures });
  const { user } = renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'New Project' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'New Project' }));
  await user.type(dialog.getByLabelText('Project Name'), 'Statins');
  if (choose) await user.click(dialog.getByText(choose, { exact: true }));
  if (screeners) await user.click(dialog.getByText(screeners, { exact: true }));
  // Two screeners per record are continuous screening's: an iteration project is not offered them.
  if (choose !== 'Continuous') expect(dialog.queryByText('Screeners per record')).toBeNull();
  await userEvent
    .setup({ applyAccept: false })
    .upload(document.querySelector<HTMLInputElement>('.ant-modal input[type=file]')!, [csv()]);
  await user.click(dialog.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(api.uploads).toHaveLength(1));
  return api.uploads[0]!;
}

test('the New Project dialog creates an iteration project unless the user picks continuous', async () => {
  expect((await createProject()).screeningMode).toBe('iterations');
});

test('the New Project dialog sends continuous screening when the user picks it', async () => {
  const sent = await createProject('Continuous');
  expect(sent.screeningMode).toBe('continuous');
  expect(sent.screenersPerRecord).toBeNull();
});

test('the New Project dialog offers two blind screeners per record with continuous screening only', async () => {
  expect((await createProject('Continuous', 'Two, blind')).screenersPerRecord).toBe('2');
});

async function openOverview(project: ProjectOutput) {
  const api = fakeProjectsApi([project]);
  const { calls } = fakeAuthApi({ signedIn: ada, overrides: api.procedures });
  const app = renderApp(`/projects/${project.id}`);
  await screen.findByRole('heading', { name: project.name });
  return { ...app, calls };
}

test('an iteration project switches to continuous screening from its overview, after saying there is no way back', async () => {
  const { user, calls, location } = await openOverview(fakeProject({ id: 7, name: 'Statins' }));
  await user.click(screen.getByRole('button', { name: labellingScreenMessages.continueContinuous }));
  const dialog = within(await screen.findByRole('dialog', { name: screeningMessages.switchConfirmTitle }));
  expect(dialog.getByText(/cannot switch back to iterations/)).toBeTruthy();
  // The labels given so far were not read in the model's order, and the stopping test assumes they were.
  expect(dialog.getByText(/labels picked by hand can make it say stop too early/)).toBeTruthy();
  await user.click(dialog.getByRole('button', { name: labellingScreenMessages.continueContinuous }));
  await waitFor(() => expect(location().pathname).toBe('/projects/7/screen'));
  expect(calls.filter((c) => c.path === 'projects.setScreeningMode').map((c) => c.input)).toEqual([
    { id: 7, screening_mode: 'continuous' },
  ]);
});

test('a continuous project says so, opens its results from the start and offers the screening view', async () => {
  await openOverview(fakeProject({ id: 7, name: 'Statins', screening_mode: 'continuous' }));
  expect(screen.getAllByText('Continuous screening').length).toBeGreaterThan(0);
  expect(screen.getByRole('link', { name: 'View Results' }).getAttribute('href')).toBe('/projects/7/results');
  expect(screen.getByRole('link', { name: 'Screen records' }).getAttribute('href')).toBe('/projects/7/screen');
  expect(screen.queryByRole('button', { name: labellingScreenMessages.continueContinuous })).toBeNull();
});

async function openLabelling(
  project: Partial<ProjectOutput>,
  citations = fakeCitations(20),
  extra: Record<string, FakeProcedure> = {},
  selected?: KeywordsResponse['selected_keywords'],
) {
  const api = fakeLabellingApi({ project, citations, selected });
  const { calls } = fakeAuthApi({ signedIn: ada, overrides: { ...api.procedures, ...extra } });
  const app = renderApp('/projects/7/citations');
  await screen.findAllByRole('article');
  return { ...app, calls };
}

test('late in an iteration review, with too few relevant labels to train, the page offers finishing or continuous mode', async () => {
  const citations = fakeCitations(20).map((c) => (c.id <= 12 ? { ...c, is_relevant: c.id <= 2, iteration: 3 } : c));
  const { user, location } = await openLabelling({ current_iteration: 3 }, citations);
  expect(
    await screen.findByText(/fewer than 5 relevant citations left to find.*continue in continuous mode/),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: labellingScreenMessages.viewResults }).getAttribute('href')).toBe(
    '/projects/7/results',
  );
  await user.click(screen.getByRole('button', { name: labellingScreenMessages.continueContinuous }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: labellingScreenMessages.continueContinuous }),
  );
  await waitFor(() => expect(location().pathname).toBe('/projects/7/screen'));
});

test('late in an iteration review, the ways forward first say how many unread citations the keywords hide', async () => {
  const citations = fakeCitations(20).map((c) => (c.id <= 12 ? { ...c, is_relevant: c.id <= 2, iteration: 3 } : c));
  // Only citation 13 of the unlabelled ones matches: the keywords hide 14 to 20.
  await openLabelling({ current_iteration: 3 }, citations, {}, { include: ['citation 13'], exclude: [] });
  const ways = await screen.findByText(/fewer than 5 relevant citations left to find/);
  expect(ways.textContent).toContain(labellingScreenMessages.hiddenUnread(7));
  expect(ways.textContent).toMatch(/hide 7 unlabeled citations.*before you finish\. You can finish here/);
});

test('after the tenth training the page offers continuing in continuous mode beside the results', async () => {
  await openLabelling({ current_iteration: 10 });
  expect(screen.getByText(/All 10 trainings are done/)).toBeTruthy();
  expect(screen.getByRole('button', { name: labellingScreenMessages.continueContinuous })).toBeTruthy();
});

test('a continuous project labels without caps or locks: an 11th relevant label, and a label of an earlier iteration changed', async () => {
  const citations = fakeCitations(20).map((c) =>
    c.id <= 11 ? { ...c, is_relevant: c.id <= 10, iteration: c.id <= 10 ? null : 0 } : c,
  );
  const status = () => ({
    citation: null,
    model_trained_at: null,
    labelled_since_training: 0,
    model_retraining: false,
    progress: { total: 20, screened: 11, relevant: 10, irrelevant: 1, remaining: 9, unlabelled: 9, maybe: 0 },
  });
  const { user, calls } = await openLabelling({ screening_mode: 'continuous', current_iteration: 1 }, citations, {
    'screening.next': status,
  });
  expect(screen.queryByRole('button', { name: 'Train Model' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Screen one at a time' }).getAttribute('href')).toBe('/projects/7/screen');
  const card = (title: string) => within(screen.getByRole('article', { name: title }));
  const twelfth = card('Citation 12').getByRole('button', { name: 'Relevant' }) as HTMLButtonElement;
  expect(twelfth.disabled).toBe(false);
  await user.click(twelfth);
  const earlier = card('Citation 11').getByRole('button', { name: 'Relevant' }) as HTMLButtonElement;
  expect(earlier.disabled).toBe(false);
  await user.click(earlier);
  await waitFor(() =>
    expect(
      calls.filter((c) => c.path === 'citations.setLabel').map((c) => (c.input as { citationId: number }).citationId),
    ).toEqual([12, 11]),
  );
});

test.each([
  [false, 'File order until the first relevant and irrelevant decisions'],
  [true, 'Keyword order until the first relevant and irrelevant decisions'],
])(
  'before any model, with include keywords %s, the screening view and the labeling bar say "%s"',
  async (orderedByKeywords, line) => {
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
          ordered_by_keywords: orderedByKeywords,
          progress: { total: 1, screened: 0, relevant: 0, irrelevant: 0, remaining: 1, unlabelled: 1, maybe: 0 },
          dual: null,
        }),
      },
    });
    renderApp('/projects/7/screen');
    await screen.findByRole('heading', { name: record!.title });
    expect(await screen.findByText(line)).toBeTruthy();
    cleanup();
    renderApp('/projects/7/citations');
    expect(await screen.findByText(line)).toBeTruthy();
  },
);

test('the screening view says when the record shown is one the keywords hide, and only then', async () => {
  const [hidden, shown] = fakeCitations(2);
  const answer = (citation: typeof hidden, hiddenByKeywords: boolean) => ({
    citation,
    hidden_by_keywords: hiddenByKeywords,
    model_trained_at: null,
    labelled_since_training: 0,
    model_retraining: false,
    progress: { total: 2, screened: 0, relevant: 0, irrelevant: 0, remaining: 2, unlabelled: 2, maybe: 0 },
    dual: null,
  });
  // The first record asked for is a hidden one, the next (after N skips it) one the keywords let through.
  let asked = 0;
  const api = fakeLabellingApi({ project: { screening_mode: 'continuous', current_iteration: 1 }, citations: [] });
  fakeAuthApi({
    signedIn: ada,
    overrides: {
      ...api.procedures,
      'screening.next': () => (asked++ === 0 ? answer(hidden!, true) : answer(shown!, false)),
    },
  });
  const { user } = renderApp('/projects/7/screen');
  await screen.findByRole('heading', { name: hidden!.title });
  expect(screen.getByText(screeningMessages.hiddenByKeywords)).toBeTruthy();
  await user.keyboard('n');
  await screen.findByRole('heading', { name: shown!.title });
  expect(screen.queryByText(screeningMessages.hiddenByKeywords)).toBeNull();
});

test('the screening page of an iteration project says it screens in iterations, without a continuous badge', async () => {
  const api = fakeProjectsApi([fakeProject({ id: 8, name: 'Statins' })]);
  fakeAuthApi({ signedIn: ada, overrides: api.procedures });
  renderApp('/projects/8/screen');
  expect(await screen.findByText('This project screens in iterations')).toBeTruthy();
  expect(screen.queryByText('Continuous screening')).toBeNull();
});

test('the New Project dialog explains the number of screeners the user has picked', async () => {
  fakeAuthApi({ signedIn: ada, overrides: fakeProjectsApi().procedures });
  const { user } = renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'New Project' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'New Project' }));
  await user.click(dialog.getByText('Continuous', { exact: true }));
  expect(dialog.getByText(/^One: each record is decided once/)).toBeTruthy();
  expect(dialog.queryByText(/^Two, blind: each record/)).toBeNull();
  await user.click(dialog.getByText('Two, blind', { exact: true }));
  expect(await dialog.findByText(/^Two, blind: each record is decided by two reviewers/)).toBeTruthy();
});
