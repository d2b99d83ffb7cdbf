import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { adminScreenMessages as text } from '../../../src/shared/admin-screen.messages.ts';
import { messages } from '../../../src/shared/messages.ts';
import { adminUserOf, fakeAdminApi } from '../../helpers/msw-admin.ts';
import { ada, fakeAuthApi, grace } from '../../helpers/msw-auth.ts';
import { TrpcFailure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

// Dialogs typed into through antd take a few seconds under a parallel run.
vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.restoreAllMocks());

function openUsers(path = '/admin/users') {
  const api = fakeAdminApi({ users: [adminUserOf(ada, 2), adminUserOf(grace)] });
  const auth = fakeAuthApi({ signedIn: grace, overrides: api.procedures });
  return { api, ...auth, ...renderApp(path) };
}

/** Delete User in the open dialog, once it has read whether the user's projects are shared (it spins until then). */
async function deleteUserButton() {
  const button = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete User' });
  await waitFor(() => expect(button.classList.contains('ant-btn-loading')).toBe(false));
  return button as HTMLButtonElement;
}

const rowOf = async (username: string) =>
  within((await screen.findByRole('button', { name: `Edit ${username}` })).closest('tr') as HTMLElement);

test('the users are listed with their name, e-mail, username, role and number of projects', async () => {
  openUsers();
  expect(await screen.findByRole('heading', { name: 'User Management' })).toBeTruthy();
  const row = await rowOf('ada');
  expect(row.getByText('Ada Lovelace')).toBeTruthy();
  expect(row.getByText('ada@example.org')).toBeTruthy();
  expect(row.getByText('User')).toBeTruthy();
  expect(row.getByText('2')).toBeTruthy();
  // The count is of projects the user owns, and the column says so (memberships are not counted).
  expect(screen.getByRole('columnheader', { name: 'Projects owned' })).toBeTruthy();
  expect((await rowOf('grace')).getByText('Admin')).toBeTruthy();
  expect((await screen.findByTitle('2 users')).textContent).toBe('2');
  // Not inside a live region: a screen reader would read every row out at each keystroke of a search.
  expect(screen.getByRole('table').closest('[aria-live="polite"], [aria-live="assertive"]')).toBeNull();
});

test('the search box asks the server for matching users', async () => {
  const { user, calls } = openUsers();
  await rowOf('ada');
  await user.type(screen.getByRole('textbox', { name: 'Search users' }), 'hopper');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit ada' })).toBeNull());
  expect(screen.getByRole('button', { name: 'Edit grace' })).toBeTruthy();
  expect(calls.filter((call) => call.path === 'admin.users').at(-1)?.input).toMatchObject({
    search: 'hopper',
    page: 1,
  });
});

test('the edit dialog saves username, e-mail and the admin flag', async () => {
  const { user, api } = openUsers();
  await user.click((await rowOf('ada')).getByRole('button', { name: 'Edit ada' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit ada' }));
  const username = dialog.getByLabelText('Username');
  await user.clear(username);
  await user.type(username, 'countess');
  await user.click(dialog.getByRole('switch', { name: 'Administrator' }));
  await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

  expect(await screen.findByText(text.userUpdated)).toBeTruthy();
  expect(api.state.users[0]).toMatchObject({ username: 'countess', email: 'ada@example.org', is_admin: true });
  expect(await screen.findByRole('button', { name: 'Edit countess' })).toBeTruthy();
});

test('a taken e-mail says "Failed to update user" and marks the field', async () => {
  const { user } = openUsers();
  await user.click((await rowOf('ada')).getByRole('button', { name: 'Edit ada' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit ada' }));
  const email = dialog.getByLabelText('Email');
  await user.clear(email);
  await user.type(email, 'grace@example.org');
  await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

  expect(await screen.findByText(text.updateUserFailed)).toBeTruthy();
  expect(await dialog.findByText(messages.emailTaken)).toBeTruthy();
});

test('resetting a password sends a generated 12-character password and shows it once, with a copy button', async () => {
  const { user, api } = openUsers();
  await user.click((await rowOf('ada')).getByRole('button', { name: 'Reset password for ada' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Reset password for ada' }));
  expect(dialog.getByText(text.resetPasswordNote)).toBeTruthy();
  await user.click(dialog.getByRole('button', { name: 'Reset Password' }));

  const shown = (await dialog.findByLabelText('New password')).textContent ?? '';
  expect(shown).toHaveLength(12);
  for (const kind of [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/]) expect(shown).toMatch(kind);
  expect(api.state.resets).toEqual([{ id: 1, new_password: shown }]);
  expect(dialog.getByText(text.passwordShownOnce)).toBeTruthy();
  // The button that asked for it is gone: the keyboard is on the password's copy button.
  expect(document.activeElement).toBe(dialog.getByRole('button', { name: 'Copy password' }));

  await user.click(dialog.getByRole('button', { name: 'Copy password' }));
  expect(await screen.findByText(text.copied)).toBeTruthy();
  // user-event stands in for the browser's clipboard.
  expect(await navigator.clipboard.readText()).toBe(shown);

  await user.click(dialog.getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByText(shown)).toBeNull());
  await user.click((await rowOf('ada')).getByRole('button', { name: 'Reset password for ada' }));
  expect(await screen.findByRole('button', { name: 'Reset Password' })).toBeTruthy();
  expect(screen.queryByLabelText('New password')).toBeNull();
});

test('a clipboard that refuses says "Failed to copy"', async () => {
  const { user } = openUsers();
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
    new DOMException('Write permission denied.', 'NotAllowedError'),
  );
  await user.click((await rowOf('ada')).getByRole('button', { name: 'Reset password for ada' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Reset password for ada' }));
  await user.click(dialog.getByRole('button', { name: 'Reset Password' }));
  await user.click(await dialog.findByRole('button', { name: 'Copy password' }));
  expect(await screen.findByText(text.copyFailed)).toBeTruthy();
});

test('a failed reset says "Failed to reset password" and shows no password', async () => {
  const api = fakeAdminApi({ users: [adminUserOf(ada), adminUserOf(grace)] });
  const refuse = () => {
    throw new TrpcFailure('NOT_FOUND', 'User not found');
  };
  fakeAuthApi({ signedIn: grace, overrides: { ...api.procedures, 'admin.resetPassword': refuse } });
  const { user } = renderApp('/admin/users');
  await user.click((await rowOf('ada')).getByRole('button', { name: 'Reset password for ada' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByText(text.resetPasswordFailed)).toBeTruthy();
  expect(screen.getByText(messages.notFound)).toBeTruthy();
  expect(screen.queryByLabelText('New password')).toBeNull();
});

test('Delete asks first, then removes the user', async () => {
  const { user, api } = openUsers();
  await user.click((await rowOf('ada')).getByRole('button', { name: 'Delete ada' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText(text.deleteUserConfirm('ada'))).toBeTruthy();
  await user.click(await deleteUserButton());
  expect(await screen.findByText(text.userDeleted)).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit ada' })).toBeNull());
  expect(api.state.users.map((u) => u.username)).toEqual(['grace']);
});

test('a user whose projects others share: Delete names them and their members and wants the username typed', async () => {
  const shared = [
    { id: 7, name: 'Statins review', member_count: 2 },
    { id: 9, name: 'Exercise trials', member_count: 1 },
  ];
  const api = fakeAdminApi({ users: [adminUserOf(ada, 3, shared), adminUserOf(grace)] });
  const { calls } = fakeAuthApi({ signedIn: grace, overrides: api.procedures });
  const { user } = renderApp('/admin/users');
  await user.click((await rowOf('ada')).getByRole('button', { name: 'Delete ada' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText(text.deleteUserConfirm('ada'))).toBeTruthy();
  const said = text.deleteUserShared(shared);
  expect(said).toContain(
    '2 of their projects are shared with others: "Statins review" (2 members) and "Exercise trials" (1 member).',
  );
  expect(await dialog.findByText(said)).toBeTruthy();
  // The dialog reads the user afresh: who shares the projects may have changed since the list.
  expect(calls.some((c) => c.path === 'admin.user')).toBe(true);
  const deleteButton = () => dialog.getByRole('button', { name: 'Delete User' }) as HTMLButtonElement;
  expect(deleteButton().disabled).toBe(true);
  const field = dialog.getByLabelText(text.deleteUserTypeName('ada'));
  await user.type(field, 'Ada');
  expect(deleteButton().disabled).toBe(true);
  await user.clear(field);
  await user.type(field, 'ada');
  await waitFor(() => expect(deleteButton().disabled).toBe(false));
  await user.click(deleteButton());
  expect(await screen.findByText(text.userDeleted)).toBeTruthy();
  expect(api.state.users.map((u) => u.username)).toEqual(['grace']);
});

test('a user with no shared projects is deleted without typing anything', async () => {
  const { user } = openUsers();
  await user.click((await rowOf('ada')).getByRole('button', { name: 'Delete ada' }));
  expect((await deleteUserButton()).disabled).toBe(false);
  expect(within(screen.getByRole('dialog')).queryByRole('textbox')).toBeNull();
});

test('when the shared projects cannot be checked, Delete says so and still wants the username typed', async () => {
  const api = fakeAdminApi({ users: [adminUserOf(ada), adminUserOf(grace)] });
  const fail = () => {
    throw new TrpcFailure('INTERNAL_SERVER_ERROR', 'database down');
  };
  fakeAuthApi({ signedIn: grace, overrides: { ...api.procedures, 'admin.user': fail } });
  const { user } = renderApp('/admin/users');
  await user.click((await rowOf('ada')).getByRole('button', { name: 'Delete ada' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(await dialog.findByText(text.deleteUserSharedUnknown)).toBeTruthy();
  expect((await deleteUserButton()).disabled).toBe(true);
  await user.type(dialog.getByLabelText(text.deleteUserTypeName('ada')), 'ada{Enter}');
  expect(await screen.findByText(text.userDeleted)).toBeTruthy();
});

test('an administrator cannot delete their own account from the list', async () => {
  openUsers();
  expect((await rowOf('grace')).getByRole('button', { name: 'Delete grace' }).hasAttribute('disabled')).toBe(true);
});

test('a refused delete says "Failed to delete user" with the server\'s reason', async () => {
  const api = fakeAdminApi({ users: [adminUserOf(ada), adminUserOf(grace)] });
  const refuse = () => {
    throw new TrpcFailure('CONFLICT', 'The last administrator cannot be deleted.');
  };
  fakeAuthApi({ signedIn: grace, overrides: { ...api.procedures, 'admin.deleteUser': refuse } });
  const { user } = renderApp('/admin/users');
  await user.click((await rowOf('ada')).getByRole('button', { name: 'Delete ada' }));
  await user.click(await deleteUserButton());
  expect(await screen.findByText(text.deleteUserFailed)).toBeTruthy();
  expect(screen.getByText('Server responded with error: The last administrator cannot be deleted.')).toBeTruthy();
});

test('following the Manage Users link again clears the search', async () => {
  const { user, location } = openUsers();
  await user.type(await screen.findByRole('textbox', { name: 'Search users' }), 'hopper');
  await waitFor(() => expect(location().search).toEqual({ search: 'hopper' }));
  await user.click(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Manage Users' }),
  );
  expect(await screen.findByRole('button', { name: 'Edit ada' })).toBeTruthy();
  expect(screen.getByRole('textbox', { name: 'Search users' })).toHaveProperty('value', '');
  expect(location().search).toEqual({});
});
