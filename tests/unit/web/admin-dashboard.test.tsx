import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { adminUserOf, fakeAdminApi, fakeAdminProject } from '../../helpers/msw-admin.ts';
import { ada, fakeAuthApi, grace } from '../../helpers/msw-auth.ts';
import { TrpcFailure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

const people = [
  adminUserOf(ada),
  adminUserOf(grace),
  adminUserOf({
    ...ada,
    id: 3,
    username: 'mary',
    first_name: 'Mary',
    last_name: 'Somerville',
    email: 'mary@example.org',
  }),
  adminUserOf({ ...ada, id: 4, username: 'emmy', first_name: 'Emmy', last_name: 'Noether', email: 'emmy@example.org' }),
];
const projects = [1, 2, 3, 4].map((id) =>
  fakeAdminProject({ id, name: `Review ${id}`, current_iteration: id - 1, citations_count: 10 }),
);

function openDashboard() {
  const api = fakeAdminApi({ users: people, projects });
  const auth = fakeAuthApi({ signedIn: grace, overrides: api.procedures });
  return { ...auth, ...renderApp('/admin') };
}

const card = async (title: string) =>
  within((await screen.findByRole('heading', { level: 2, name: title })).closest('.ant-card') as HTMLElement);

test('the stat cards show users, projects, citations and trainings', async () => {
  openDashboard();
  const stat = async (title: string) => (await screen.findByText(title)).closest('.admin-stat-card') as HTMLElement;
  expect(within(await stat('Total Users')).getByText('4')).toBeTruthy();
  expect(within(await stat('Total Users')).getByText('1 administrator')).toBeTruthy();
  expect(within(await stat('Total Projects')).getByText('3 active')).toBeTruthy();
  expect(within(await stat('Total Citations')).getByText('40')).toBeTruthy();
  expect(within(await stat('Total Citations')).getByText('7 labeled')).toBeTruthy();
  expect(within(await stat('Trainings Run')).getByText('3')).toBeTruthy();
  // A continuous project retrains in the background and keeps only its latest model: the card says what it counts.
  expect(within(await stat('Trainings Run')).getByText(/each continuous project's latest model/)).toBeTruthy();
});

test('the dashboard lists the first three users and projects, each with a link to the whole list', async () => {
  const { calls } = openDashboard();
  const users = await card('Users');
  expect(await users.findByText('Ada Lovelace')).toBeTruthy();
  expect(users.getByText('Mary Somerville')).toBeTruthy();
  expect(users.queryByText('Emmy Noether')).toBeNull();
  expect(users.getByRole('link', { name: 'View all users' }).getAttribute('href')).toBe('/admin/users');

  const list = await card('Projects');
  expect((await list.findByRole('link', { name: 'Review 1' })).getAttribute('href')).toBe('/projects/1');
  expect(list.getByText('Review 3')).toBeTruthy();
  expect(list.queryByText('Review 4')).toBeNull();
  expect(list.getByText('Setup')).toBeTruthy();
  expect(list.getByText('Active')).toBeTruthy();
  expect(list.getByRole('link', { name: 'View all projects' }).getAttribute('href')).toBe('/admin/projects');
  expect(calls.find((call) => call.path === 'admin.users')?.input).toMatchObject({ page: 1, page_size: 3 });
});

test('the dashboard links to the management pages and to admin setup', async () => {
  openDashboard();
  // The header links to the same pages; these are the page's own.
  const page = within(
    (await screen.findByRole('heading', { name: 'Admin Dashboard' })).closest('.page-container') as HTMLElement,
  );
  expect(page.getByRole('link', { name: 'Manage Users' }).getAttribute('href')).toBe('/admin/users');
  expect(page.getByRole('link', { name: 'Manage Projects' }).getAttribute('href')).toBe('/admin/projects');
  expect(page.getByRole('link', { name: 'Admin Setup' }).getAttribute('href')).toBe('/admin-setup');
});

test('a failing admin query is asked again twice before the page gives up on it', { timeout: 15_000 }, async () => {
  const api = fakeAdminApi({ users: people, projects });
  let failures = 0;
  const flaky = (input: unknown) => {
    if (failures++ < 2)
      throw new TrpcFailure('INTERNAL_SERVER_ERROR', 'A server error occurred. Please try again later.');
    return api.procedures['admin.stats']!(input);
  };
  const { calls } = fakeAuthApi({ signedIn: grace, overrides: { ...api.procedures, 'admin.stats': flaky } });
  renderApp('/admin');
  // TanStack Query waits 1 s, then 2 s, before asking again.
  const users = (await screen.findByText('Total Users', {}, { timeout: 8_000 })).closest(
    '.admin-stat-card',
  ) as HTMLElement;
  expect(within(users).getByText('4')).toBeTruthy();
  expect(calls.filter((call) => call.path === 'admin.stats')).toHaveLength(3);
});
