import { screen, within } from '@testing-library/react';
import { delay } from 'msw';
import { expect, test, vi } from 'vitest';
import { adminMessages, messages } from '../../../src/shared/messages.ts';
import { adminScreenMessages as text } from '../../../src/shared/admin-screen.messages.ts';
import { fakeAdminApi } from '../../helpers/msw-admin.ts';
import { ada, fakeAuthApi, grace } from '../../helpers/msw-auth.ts';
import { NetworkFailure, TrpcFailure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

vi.setConfig({ testTimeout: 15_000 });

const fields = {
  'First Name': 'Katherine',
  'Last Name': 'Johnson',
  Username: 'kjohnson',
  Email: 'katherine@example.org',
  Password: 'orbital mechanics',
};

async function fillForm(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('button', { name: 'Create Admin Account' });
  for (const [label, value] of Object.entries(fields)) await user.type(screen.getByLabelText(label), value);
}

test('shows the signed-in user with their admin status and a link to the admin dashboard', async () => {
  fakeAuthApi({ signedIn: grace, overrides: fakeAdminApi().procedures });
  renderApp('/admin-setup');
  const current = within((await screen.findByText('Current User')).closest('.ant-card') as HTMLElement);
  expect(await current.findByText('Grace Hopper')).toBeTruthy();
  expect(current.getByText('grace@example.org')).toBeTruthy();
  expect(current.getByText('Administrator')).toBeTruthy();
  expect(current.getByRole('link', { name: 'Go to Admin Dashboard' }).getAttribute('href')).toBe('/admin');
});

test('a regular user is shown as not an administrator, without the dashboard link', async () => {
  fakeAuthApi({ signedIn: ada, overrides: fakeAdminApi().procedures });
  renderApp('/admin-setup');
  expect(await screen.findByText('Not an administrator')).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Go to Admin Dashboard' })).toBeNull();
});

test('the page is public: a signed-out visitor sees the form and the guidance', async () => {
  fakeAuthApi({ overrides: fakeAdminApi().procedures });
  renderApp('/admin-setup');
  expect(await screen.findByText('You are not signed in.')).toBeTruthy();
  expect(screen.getByText(text.setupGuidance)).toBeTruthy();
  expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
});

test('all five fields are required', async () => {
  const api = fakeAdminApi();
  fakeAuthApi({ overrides: api.procedures });
  const { user } = renderApp('/admin-setup');
  await user.click(await screen.findByRole('button', { name: 'Create Admin Account' }));
  expect(await screen.findByText('First name is required')).toBeTruthy();
  expect(screen.getByText('Last name is required')).toBeTruthy();
  expect(screen.getByText('Username is required')).toBeTruthy();
  expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
  expect(screen.getByText(messages.passwordTooShort)).toBeTruthy();
  expect(api.state.created).toEqual([]);
});

test('creating an admin says so and clears the form', async () => {
  const api = fakeAdminApi();
  fakeAuthApi({ signedIn: ada, overrides: api.procedures });
  const { user } = renderApp('/admin-setup');
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Create Admin Account' }));

  expect(await screen.findByText(text.adminCreated)).toBeTruthy();
  expect(screen.getByText(text.adminCreatedDescription)).toBeTruthy();
  expect(api.state.created).toEqual([
    {
      first_name: 'Katherine',
      last_name: 'Johnson',
      username: 'kjohnson',
      email: 'katherine@example.org',
      password: 'orbital mechanics',
    },
  ]);
  for (const label of Object.keys(fields)) expect(screen.getByLabelText(label)).toHaveProperty('value', '');
});

test('the button says "Creating Admin..." while the request is on its way', async () => {
  const api = fakeAdminApi();
  const slow = async (input: unknown) => {
    await delay(500);
    return api.procedures['admin.createAdmin']!(input);
  };
  fakeAuthApi({ overrides: { ...api.procedures, 'admin.createAdmin': slow } });
  const { user } = renderApp('/admin-setup');
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Create Admin Account' }));
  expect(await screen.findByRole('button', { name: /Creating Admin\.\.\./ })).toBeTruthy();
  expect(await screen.findByText(text.adminCreated)).toBeTruthy();
});

test('a refused creation says "Failed to create admin account" with the server\'s reason and keeps the form', async () => {
  const refuse = () => {
    throw new TrpcFailure('FORBIDDEN', adminMessages.adminExists);
  };
  fakeAuthApi({ signedIn: ada, overrides: { ...fakeAdminApi().procedures, 'admin.createAdmin': refuse } });
  const { user } = renderApp('/admin-setup');
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Create Admin Account' }));
  expect(await screen.findByText(text.createAdminFailed)).toBeTruthy();
  expect(screen.getByText(adminMessages.adminExists)).toBeTruthy();
  expect(screen.getByLabelText('Username')).toHaveProperty('value', 'kjohnson');
});

test('without an answer from the server the toast says the connection failed', async () => {
  const unreachable = () => {
    throw new NetworkFailure();
  };
  fakeAuthApi({ signedIn: ada, overrides: { ...fakeAdminApi().procedures, 'admin.createAdmin': unreachable } });
  const { user } = renderApp('/admin-setup');
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Create Admin Account' }));
  expect(await screen.findByText(text.createAdminFailed)).toBeTruthy();
  expect(screen.getByText(messages.noResponse)).toBeTruthy();
});

test('once an administrator exists the page says so before anything else and shows no form', async () => {
  fakeAuthApi({ signedIn: ada, overrides: fakeAdminApi({ adminExists: true }).procedures });
  renderApp('/admin-setup');
  expect(await screen.findByText(text.adminExists)).toBeTruthy();
  expect(screen.getByText(text.adminExistsDescription)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Create Admin Account' })).toBeNull();
  expect(screen.queryByLabelText('Email')).toBeNull();
});

test('an administrator who opens it later is sent to Manage Users to make someone an administrator', async () => {
  fakeAuthApi({ signedIn: grace, overrides: fakeAdminApi({ adminExists: true }).procedures });
  renderApp('/admin-setup');
  expect(await screen.findByText(text.adminExistsForAdmin)).toBeTruthy();
  expect(screen.getByRole('link', { name: text.manageUsers }).getAttribute('href')).toBe('/admin/users');
  expect(screen.queryByRole('button', { name: 'Create Admin Account' })).toBeNull();
});
