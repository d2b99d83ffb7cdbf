import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { fileMessages } from '../../../src/shared/messages.ts';
import { projectScreenMessages as text } from '../../../src/shared/project-screen.messages.ts';
import type { ProjectOutput } from '../../../src/shared/project.schema.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { fakeBrief, fakeDedupApi, fakeDetail } from '../../helpers/msw-dedup.ts';
import { fakeProject, fakeProjectsApi } from '../../helpers/msw-projects.ts';
import { TrpcFailure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

const fresh = fakeProject({ id: 7, name: 'Screening tools', citations_count: 120 });
const trained = fakeProject({
  id: 7,
  name: 'Screening tools',
  current_iteration: 2,
  keywords_count: 4,
  duplicatesRemoved: true,
  duplicates_removed: 14,
  citations_count: 106,
  relevant_count: 12,
  irrelevant_count: 9,
});

async function openOverview(project: ProjectOutput) {
  fakeAuthApi({ signedIn: ada, overrides: fakeProjectsApi([project]).procedures });
  const app = renderApp(`/projects/${project.id}`);
  await screen.findByRole('heading', { name: project.name });
  return app;
}

/** The value next to a row of the status card. */
const statusOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

test('a new project shows its created date, iteration and the status rows of iteration 0', async () => {
  await openOverview(fresh);
  expect(screen.getByText('Created Mar 5, 2026')).toBeTruthy();
  expect(screen.getByText('Iteration 1 of 10')).toBeTruthy();
  expect(statusOf('Duplicates Removed')).toBe('Not Done');
  expect(statusOf('Keywords Selected')).toBe('No');
  expect(statusOf('Citations Labeled')).toBe('Not Started');
  expect(statusOf('Current Iteration')).toBe('1 of 10');
  expect(statusOf('Results Available')).toBe('No');
  expect(within(screen.getByText('Citations').closest('.ant-statistic') as HTMLElement).getByText('120')).toBeTruthy();
});

test('at iteration 0 "View Results" is disabled and "Start Literature Review" opens the duplicates step', async () => {
  await openOverview(fresh);
  expect((screen.getByRole('button', { name: 'View Results' }) as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByRole('link', { name: 'Start Literature Review' }).getAttribute('href')).toBe(
    '/projects/7/duplicates',
  );
});

test('the four workflow steps are shown, duplicate removal marked optional', async () => {
  await openOverview(fresh);
  for (const step of ['Duplicate removal', 'Keyword selection', 'Citation labeling', 'Review results']) {
    expect(screen.getByText(step)).toBeTruthy();
  }
  expect(screen.getByText('Optional')).toBeTruthy();
});

test('after two trainings the rows say so, the counts add up and "View Results" opens the results', async () => {
  await openOverview(trained);
  expect(statusOf('Duplicates Removed')).toBe('Yes');
  expect(statusOf('Keywords Selected')).toBe('Yes');
  expect(statusOf('Citations Labeled')).toBe('In Progress');
  expect(statusOf('Current Iteration')).toBe('3 of 10');
  expect(statusOf('Results Available')).toBe('Yes');
  expect(screen.getByRole('link', { name: 'View Results' }).getAttribute('href')).toBe('/projects/7/results');
  for (const [label, value] of [
    ['Duplicates removed', '14'],
    ['Labeled relevant', '12'],
    ['Labeled irrelevant', '9'],
  ]) {
    expect(within(screen.getByText(label!).closest('.ant-statistic') as HTMLElement).getByText(value!)).toBeTruthy();
  }
});

test('the browser tab names the page and the project, so a row of tabs tells the projects apart', async () => {
  await openOverview(fresh);
  await waitFor(() => expect(document.title).toBe('Project overview · Screening tools · Screener'));
});

test('a project that does not exist shows "Project Not Found" with a way back', async () => {
  fakeAuthApi({ signedIn: ada, overrides: fakeProjectsApi([]).procedures });
  renderApp('/projects/99');
  expect(await screen.findByText(text.notFoundTitle)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');
  expect(screen.queryByText(text.fetchFailed)).toBeNull();
  expect(document.title).toBe('Project overview · Screener');
});

test("someone else's project says the user has no access to it", async () => {
  const forbidden = () => {
    throw new TrpcFailure('FORBIDDEN', 'You do not have permission to access this project');
  };
  fakeAuthApi({ signedIn: ada, overrides: { 'projects.get': forbidden } });
  renderApp('/projects/3');
  expect(await screen.findByText(text.noAccessTitle)).toBeTruthy();
  expect(screen.getByText('You do not have permission to access this project')).toBeTruthy();
});

test('any other failure shows "Error fetching project" with a way to try again', async () => {
  const failing = () => {
    throw new TrpcFailure('INTERNAL_SERVER_ERROR', 'A server error occurred. Please try again later.');
  };
  fakeAuthApi({ signedIn: ada, overrides: { 'projects.get': failing } });
  renderApp('/projects/3');
  expect((await screen.findAllByText(text.fetchFailed)).length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
});

test('a project id that is not a number gives the toast "Invalid project" and goes back to the dashboard', async () => {
  const { calls } = fakeAuthApi({ signedIn: ada });
  const { location } = renderApp('/projects/abc');
  expect(await screen.findByText(text.invalidProject)).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeTruthy();
  expect(location().pathname).toBe('/');
  expect(calls.map((c) => c.path)).not.toContain('projects.get');
});

test('the overview draws the PRISMA 2020 flow diagram of the screening, with its numbers for screen readers', async () => {
  await openOverview(
    fakeProject({
      id: 7,
      name: 'Screening tools',
      total_uploaded: 120,
      citations_count: 106,
      relevant_count: 12,
      irrelevant_count: 9,
    }),
  );
  const diagram = await screen.findByRole('img', { name: 'PRISMA 2020 flow diagram: Screening tools' });
  const description = diagram.querySelector('desc')?.textContent ?? '';
  for (const line of [
    'Records identified from 1 file (n = 120)',
    'Duplicate records removed (n = 14)',
    'Records screened (n = 21)',
    'Records excluded (n = 9)',
    'Records included (n = 12)',
  ]) {
    expect(description).toContain(line);
  }
  expect(screen.getByRole('button', { name: 'Download SVG' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Download PNG' })).toBeTruthy();
});

test('"Add citations" uploads more files into the project, then offers to find duplicates among them', async () => {
  const projects = fakeProjectsApi([fresh]);
  const dedup = fakeDedupApi(projects.projects, { found: [fakeDetail(1, fakeBrief(2), fakeBrief(130))] });
  fakeAuthApi({ signedIn: ada, overrides: { ...projects.procedures, ...dedup.procedures } });
  const { user } = renderApp('/projects/7');
  await user.click(await screen.findByRole('button', { name: 'Add citations' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add citations to Screening tools' }));
  const picker = userEvent.setup({ applyAccept: false });
  const input = document.querySelector<HTMLInputElement>('.ant-modal input[type=file]')!;
  await picker.upload(input, [
    new File(['Title,Abstract\nUpdate study,New abstract\n'], 'update.csv', { type: 'text/csv' }),
    new File(['x'.repeat(11 * 1024 * 1024)], 'big.csv'),
  ]);
  // The upload panel's limit: 10 MB a file.
  expect(await dialog.findByText(fileMessages.singleTooLarge)).toBeTruthy();
  expect(await within(dialog.getByText('update.csv').closest('li')!).findByText('Valid')).toBeTruthy();

  await user.click(dialog.getByRole('button', { name: 'Add citations' }));
  expect(await dialog.findByText('3 citations added')).toBeTruthy();
  expect(projects.added).toHaveLength(1);
  expect(await projects.added[0]!.files[0]!.text()).toBe('title,abstract\nUpdate study,New abstract\n');
  // The button that sent the files is gone: the keyboard is on the next step, inside the dialog.
  expect(document.activeElement).toBe(dialog.getByRole('button', { name: 'Find duplicates' }));

  await user.click(dialog.getByRole('button', { name: 'Find duplicates' }));
  expect(await dialog.findByText(/1 duplicate citation\(s\) removed/)).toBeTruthy();
  await waitFor(() =>
    expect(document.activeElement).toBe(dialog.getByRole('region', { name: 'Duplicates among the new citations' })),
  );
  expect(dialog.getByRole('link', { name: 'Review them on the duplicates page' }).getAttribute('href')).toBe(
    '/projects/7/duplicates',
  );
});

test('a reviewer is not offered "Add citations", which only a lead or the owner may do', async () => {
  await openOverview({ ...fresh, role: 'reviewer' });
  expect(screen.getByRole('heading', { name: 'Screening tools' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Add citations' })).toBeNull();
});

test('a continuous project finished on the screening page says its labeling is finished, not in progress', async () => {
  await openOverview({
    ...trained,
    screening_mode: 'continuous',
    current_iteration: 0,
    finished_at: '2026-03-09T10:00:00.000Z',
  });
  expect(statusOf('Citations Labeled')).toBe('Finished');
  expect(statusOf('Current Iteration')).toBe('Continuous screening');
});

test('the imported files stay listed with the rows each left out, where to find them and why', async () => {
  const projects = fakeProjectsApi([fresh]);
  const missing = (row: number) => ({ row, reason: 'Missing title', line: row + 1, sheet_row: row + 1 });
  fakeAuthApi({
    signedIn: ada,
    overrides: {
      ...projects.procedures,
      'citations.importedFiles': () => ({
        files: [
          {
            id: 1,
            name: 'pubmed.csv',
            format: 'csv',
            citations: 118,
            skipped_count: 5,
            skipped: [2, 9, 14, 30, 41].map(missing),
            imported_at: '2026-03-05T10:00:00.000Z',
          },
          {
            id: 2,
            name: 'old.ris',
            format: 'ris',
            citations: 2,
            skipped_count: 3,
            skipped: [],
            imported_at: '2026-03-05T11:00:00.000Z',
          },
        ],
      }),
    },
  });
  renderApp('/projects/7');
  const card = (await screen.findByRole('heading', { name: text.importedFilesTitle })).closest(
    '.ant-card',
  ) as HTMLElement;
  const files = await within(card).findByRole('list', { name: text.importedFilesTitle });
  const [pubmed, old] = within(files)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === files);
  expect(pubmed!.textContent).toContain('pubmed.csv (CSV): 118 citations, imported Mar 5, 2026');
  expect(pubmed!.textContent).toContain(
    '5 rows skipped (Missing title): pubmed.csv line 3, line 10, line 15 and 2 more.',
  );
  await userEvent.click(within(pubmed!).getByText(text.showSkippedRows(5, 'row')));
  expect(within(within(pubmed!).getByRole('list', { name: 'Skipped rows' })).getAllByRole('listitem')).toHaveLength(5);
  expect(old!.textContent).toContain(
    '3 records left out; the list of them was not kept for files imported before December 2026.',
  );
});

/** The workflow step of that title: done, under way or still to come (antd's finish, process, wait). */
const stepState = (title: string) =>
  screen
    .getByText(title, { selector: '.ant-steps-item-title' })
    .closest('.ant-steps-item')
    ?.className.match(/ant-steps-item-(finish|process|wait)/)?.[1];

test('once results are there, the workflow shows labeling under way beside them until the tenth training', async () => {
  await openOverview(trained);
  expect(statusOf('Citations Labeled')).toBe('In Progress');
  expect(stepState('Citation labeling')).toBe('process');
  expect(stepState('Review results')).toBe('process');
  expect(stepState('Duplicate removal')).toBe('finish');
});

test('after the tenth training the workflow shows labeling done', async () => {
  await openOverview({ ...trained, current_iteration: 10 });
  expect(stepState('Citation labeling')).toBe('finish');
  expect(stepState('Review results')).toBe('process');
});

test('mid-review an iteration project offers to continue labeling', async () => {
  await openOverview(trained);
  expect(screen.getByRole('link', { name: 'Continue labeling' }).getAttribute('href')).toBe('/projects/7/citations');
  expect(screen.getByRole('link', { name: 'Start Literature Review' })).toBeTruthy();
});

test('a new iteration project has no "Continue labeling"', async () => {
  await openOverview(fresh);
  expect(screen.queryByRole('link', { name: 'Continue labeling' })).toBeNull();
});

test('an iteration project trained ten times has no "Continue labeling"', async () => {
  await openOverview({ ...trained, current_iteration: 10 });
  expect(screen.queryByRole('link', { name: 'Continue labeling' })).toBeNull();
});
