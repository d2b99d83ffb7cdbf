import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { projectScreenMessages as text } from '../../../src/shared/project-screen.messages.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { fakeProject, fakeProjectsApi } from '../../helpers/msw-projects.ts';
import { NetworkFailure, TrpcFailure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

const alpha = fakeProject({
  id: 1,
  name: 'Screening tools',
  created_at: '2026-03-05T12:00:00.000Z',
  citations_count: 1250,
  relevant_count: 41,
  irrelevant_count: 271,
  finished_at: '2026-03-09T12:00:00.000Z',
});
const beta = fakeProject({ id: 2, name: 'Active learning', created_at: '', current_iteration: 2, citations_count: 1 });

const card = async (name: string) =>
  (await screen.findByRole('link', { name })).closest('.project-card') as HTMLElement;

test('each project gets a card with its iteration, created date, number of citations and how far screening has come', async () => {
  fakeAuthApi({ signedIn: ada, overrides: fakeProjectsApi([alpha, beta]).procedures });
  renderApp('/');
  const first = within(await card('Screening tools'));
  expect(first.getByText('Iteration 1')).toBeTruthy();
  expect(first.getByText('Created Mar 5, 2026')).toBeTruthy();
  expect(first.getByText('1,250 citations')).toBeTruthy();
  expect(first.getByText('312 screened, 41 relevant')).toBeTruthy();
  expect(first.getByText('Finished')).toBeTruthy();
  const second = within(await card('Active learning'));
  expect(second.getByText('Iteration 3')).toBeTruthy();
  expect(second.getByText(text.noDate)).toBeTruthy();
  expect(second.getByText('1 citation')).toBeTruthy();
  expect(second.getByText('Not screened yet')).toBeTruthy();
  expect(second.queryByText('Finished')).toBeNull();
});

test('clicking a card opens the project', async () => {
  fakeAuthApi({ signedIn: ada, overrides: fakeProjectsApi([alpha]).procedures });
  const { user, location } = renderApp('/');
  await user.click(await screen.findByRole('link', { name: 'Screening tools' }));
  expect(await screen.findByRole('heading', { name: 'Screening tools' })).toBeTruthy();
  expect(location().pathname).toBe('/projects/1');
});

test('without projects the dashboard says "No projects yet" and offers to create the first one', async () => {
  fakeAuthApi({ signedIn: ada });
  const { user } = renderApp('/');
  expect(await screen.findByText(text.noProjects)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Create your first project' }));
  expect(await screen.findByRole('dialog', { name: 'New Project' })).toBeTruthy();
});

test('Delete asks for confirmation, then removes the card and says so', async () => {
  const api = fakeProjectsApi([alpha, beta]);
  fakeAuthApi({ signedIn: ada, overrides: api.procedures });
  const { user } = renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'Delete project Screening tools' }));
  expect(await screen.findByText('Delete this project?')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Screening tools' })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(text.deleted)).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Screening tools' })).toBeNull());
  expect(screen.getByRole('link', { name: 'Active learning' })).toBeTruthy();
  expect(api.projects.map((p) => p.id)).toEqual([2]);
});

test('a project someone else owns cannot be deleted, and the toast says so', async () => {
  const api = fakeProjectsApi([alpha]);
  const forbidden = () => {
    throw new TrpcFailure('FORBIDDEN', 'You do not have permission to access this project');
  };
  fakeAuthApi({ signedIn: ada, overrides: { ...api.procedures, 'projects.delete': forbidden } });
  const { user } = renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'Delete project Screening tools' }));
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(text.deleteFailed)).toBeTruthy();
  expect(screen.getByText(text.deleteForbidden)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Screening tools' })).toBeTruthy();
});

test('a project that is already gone says "Project not found or already deleted" and leaves the list', async () => {
  const api = fakeProjectsApi([alpha]);
  fakeAuthApi({ signedIn: ada, overrides: api.procedures });
  const { user } = renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'Delete project Screening tools' }));
  api.projects.length = 0;
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(text.deleteNotFound)).toBeTruthy();
  expect(await screen.findByText(text.noProjects)).toBeTruthy();
});

test('Delete by keyboard puts the focus in the question, and Escape brings it back to Delete with nothing removed', async () => {
  const api = fakeProjectsApi([alpha, beta]);
  fakeAuthApi({ signedIn: ada, overrides: api.procedures });
  const { user } = renderApp('/');
  const trigger = await screen.findByRole('button', { name: 'Delete project Screening tools' });
  trigger.focus();
  await user.keyboard('{Enter}');
  await screen.findByText('Delete this project?');
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(document.activeElement).toBe(trigger));
  expect(api.projects.map((p) => p.id)).toEqual([1, 2]);
});

test('when the server cannot be reached, Delete tries three times, shows "Connection Issue" and reloads the list 2 s later', async () => {
  const api = fakeProjectsApi([alpha]);
  const { calls } = fakeAuthApi({
    signedIn: ada,
    overrides: {
      ...api.procedures,
      'projects.delete': () => {
        throw new NetworkFailure();
      },
    },
  });
  const { user } = renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'Delete project Screening tools' }));
  await user.click(await screen.findByRole('button', { name: 'Delete' }));

  // The retries wait 2 s, then 4 s.
  expect(await screen.findByText(text.connectionIssue, undefined, { timeout: 8_000 })).toBeTruthy();
  expect(screen.getByText(text.connectionIssueDescription)).toBeTruthy();
  expect(calls.filter((c) => c.path === 'projects.delete')).toHaveLength(3);
  const listCalls = () => calls.filter((c) => c.path === 'projects.list').length;
  const before = listCalls();
  await waitFor(() => expect(listCalls()).toBe(before + 1), { timeout: 3_000 });
}, 15_000);

test('a list that cannot be loaded shows "Error fetching projects" and no cards', async () => {
  const failing = () => {
    throw new TrpcFailure('INTERNAL_SERVER_ERROR', 'A server error occurred. Please try again later.');
  };
  fakeAuthApi({ signedIn: ada, overrides: { 'projects.list': failing } });
  renderApp('/');
  expect(await screen.findByText(text.fetchListFailed)).toBeTruthy();
  expect(screen.getByText('Your projects could not be loaded.')).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Screening tools' })).toBeNull();
});

test('cards show a loading skeleton until the projects arrive', async () => {
  fakeAuthApi({ signedIn: ada, overrides: fakeProjectsApi([alpha]).procedures });
  renderApp('/');
  expect(await screen.findByRole('status', { name: 'Loading projects' })).toBeTruthy();
  expect(await screen.findByRole('link', { name: 'Screening tools' })).toBeTruthy();
});
