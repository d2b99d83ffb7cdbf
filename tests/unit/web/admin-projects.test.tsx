import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { expect, test } from 'vitest';
import { adminScreenMessages as text } from '../../../src/shared/admin-screen.messages.ts';
import { fakeAdminApi, fakeAdminProject } from '../../helpers/msw-admin.ts';
import { fakeAuthApi, grace } from '../../helpers/msw-auth.ts';
import { TrpcFailure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

const setup = fakeAdminProject({
  id: 4,
  name: 'Screening Tools',
  user_id: 1,
  owner_username: 'ada',
  current_iteration: 0,
});
const active = fakeAdminProject({
  id: 7,
  name: 'Active learning review',
  user_id: 9,
  owner_username: null,
  current_iteration: 1,
});
const advanced = fakeAdminProject({
  id: 9,
  name: 'Deep screening',
  user_id: 2,
  owner_username: 'grace',
  current_iteration: 3,
});

function openProjects(projects = [setup, active, advanced], path = '/admin/projects') {
  const api = fakeAdminApi({ projects });
  const auth = fakeAuthApi({ signedIn: grace, overrides: api.procedures });
  return { api, ...auth, ...renderApp(path) };
}

const row = async (name: string) => within(await screen.findByRole('listitem', { name }));

test('the page has its heading, a way back to the dashboard and a badge counting the listed projects', async () => {
  openProjects();
  expect(await screen.findByRole('heading', { name: 'Project Management' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' }).getAttribute('href')).toBe('/admin');
  expect((await screen.findByTitle('3 projects')).textContent).toBe('3');
});

test('each row shows name, status, owner (or "User {id}"), created date, project id, iteration and user id', async () => {
  openProjects();
  const first = await row('Screening Tools');
  expect(first.getByText('Setup')).toBeTruthy();
  expect(first.getByText('ada')).toBeTruthy();
  expect(first.getByText('Created Mar 5, 2026')).toBeTruthy();
  expect(first.getByText('Project ID: 4 · Iteration: 1/10 · User ID: 1')).toBeTruthy();
  const second = await row('Active learning review');
  expect(second.getByText('Active')).toBeTruthy();
  expect(second.getByText('User 9')).toBeTruthy();
  expect((await row('Deep screening')).getByText('Advanced')).toBeTruthy();
});

test('a continuous project shows its own phase and the records it has screened, not an iteration', async () => {
  const continuous = (id: number, name: string, status: 'Setup' | 'Continuous' | 'Finished', screened: number) =>
    fakeAdminProject({ id, name, status, screening_mode: 'continuous', labelled_citations: screened });
  openProjects([
    continuous(11, 'Not started', 'Setup', 0),
    continuous(12, 'Under way', 'Continuous', 1312),
    continuous(13, 'Done', 'Finished', 40),
    setup,
  ]);
  const waiting = await row('Not started');
  expect(waiting.getByText('Setup')).toBeTruthy();
  expect(waiting.getByText('Project ID: 11 · Continuous · Screened: 0 · User ID: 1')).toBeTruthy();
  const screening = await row('Under way');
  expect(screening.getByText('Continuous')).toBeTruthy();
  expect(screening.getByText('Project ID: 12 · Continuous · Screened: 1,312 · User ID: 1')).toBeTruthy();
  expect((await row('Done')).getByText('Continuous · finished')).toBeTruthy();
  expect((await row('Screening Tools')).getByText('Project ID: 4 · Iteration: 1/10 · User ID: 1')).toBeTruthy();
});

test('View opens the project and Edit its keywords', async () => {
  openProjects();
  const first = await row('Screening Tools');
  expect(first.getByRole('link', { name: 'View project Screening Tools' }).getAttribute('href')).toBe('/projects/4');
  expect(first.getByRole('link', { name: 'Edit project Screening Tools' }).getAttribute('href')).toBe(
    '/projects/4/keywords',
  );
});

test('the search box filters by name, case-insensitively, and the URL keeps it', async () => {
  const { user, location } = openProjects();
  await row('Deep screening');
  await user.type(screen.getByRole('textbox', { name: 'Search projects by name' }), 'SCREENING');
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Active learning review' })).toBeNull());
  expect(screen.getByRole('listitem', { name: 'Screening Tools' })).toBeTruthy();
  expect(screen.getByRole('listitem', { name: 'Deep screening' })).toBeTruthy();
  expect(location().search).toEqual({ search: 'SCREENING' });
});

test('the status filter offers All Projects, Active and Setup Phase', async () => {
  const { user, calls } = openProjects();
  await row('Screening Tools');
  await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
  const listbox = await screen.findByRole('listbox');
  const labels = [...(listbox.parentElement?.querySelectorAll('.ant-select-item-option') ?? [])].map(
    (option) => option.textContent,
  );
  expect(labels).toEqual(['All Projects', 'Active', 'Setup Phase']);

  await user.click(await screen.findByText('Setup Phase'));
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Deep screening' })).toBeNull());
  expect(screen.getByRole('listitem', { name: 'Screening Tools' })).toBeTruthy();
  expect(calls.at(-1)?.input).toMatchObject({ status: 'inactive' });
});

test('the list says "Loading projects..." while it loads and "No projects found." when there are none', async () => {
  const api = fakeAdminApi();
  const slow = async (input: unknown) => {
    await delay(400);
    return api.procedures['admin.projects']!(input);
  };
  fakeAuthApi({ signedIn: grace, overrides: { ...api.procedures, 'admin.projects': slow } });
  renderApp('/admin/projects');
  expect(await screen.findByText(text.loadingProjects)).toBeTruthy();
  expect(await screen.findByText(text.noProjects)).toBeTruthy();
});

test('a search that matches nothing says "No projects found matching your criteria."', async () => {
  openProjects([setup], '/admin/projects?search=zebra');
  expect(await screen.findByText(text.noProjectsMatching)).toBeTruthy();
  expect(screen.getByRole('textbox', { name: 'Search projects by name' })).toHaveProperty('value', 'zebra');
});

test('Delete asks with the exact text, then removes the project and says so', async () => {
  const { user, api } = openProjects();
  await user.click((await row('Screening Tools')).getByRole('button', { name: 'Delete project Screening Tools' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(
    dialog.getByText(
      'Are you sure you want to delete project "Screening Tools"? This action cannot be undone and will permanently remove the project and all its data.',
    ),
  ).toBeTruthy();
  expect(dialog.getByRole('button', { name: 'Cancel' })).toBeTruthy();

  await user.click(dialog.getByRole('button', { name: 'Delete Project' }));
  expect(await screen.findByText(text.projectDeleted)).toBeTruthy();
  expect(screen.getByText(text.projectDeletedDescription)).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Screening Tools' })).toBeNull());
  expect(api.state.projects.map((p) => p.id)).toEqual([7, 9]);
});

test('Cancel keeps the project', async () => {
  const { user, api } = openProjects();
  await user.click((await row('Deep screening')).getByRole('button', { name: 'Delete project Deep screening' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.state.projects).toHaveLength(3);
});

test('a failed delete says "Failed to delete project" with the reason', async () => {
  const api = fakeAdminApi({ projects: [setup] });
  const refuse = () => {
    throw new TrpcFailure('INTERNAL_SERVER_ERROR', 'A server error occurred. Please try again later.');
  };
  fakeAuthApi({ signedIn: grace, overrides: { ...api.procedures, 'admin.deleteProject': refuse } });
  const { user } = renderApp('/admin/projects');
  await user.click((await row('Screening Tools')).getByRole('button', { name: 'Delete project Screening Tools' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Project' }));
  expect(await screen.findByText(text.deleteProjectFailed)).toBeTruthy();
  expect(screen.getByText('A server error occurred. Please try again later.')).toBeTruthy();
  expect(screen.getByRole('listitem', { name: 'Screening Tools' })).toBeTruthy();
});
