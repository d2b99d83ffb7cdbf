import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { PublicUser } from '../../../src/shared/auth.schema.ts';
import { accountScreenMessages as text } from '../../../src/shared/account-screen.messages.ts';
import { adminMessages, messages } from '../../../src/shared/messages.ts';
import { ada, fakeAuthApi, PASSWORD } from '../../helpers/msw-auth.ts';
import { TrpcFailure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

vi.setConfig({ testTimeout: 15_000 });

/** auth.updateProfile and auth.changePassword as the server answers them, for Ada signed in with PASSWORD. */
function fakeAccount() {
  const account = { user: { ...ada }, password: PASSWORD };
  const procedures = {
    'auth.updateProfile': (input: unknown) => Object.assign(account.user, input as Partial<PublicUser>),
    'auth.changePassword': (input: unknown) => {
      const { current_password, new_password } = input as { current_password: string; new_password: string };
      if (current_password !== account.password) {
        throw new TrpcFailure('UNPROCESSABLE_CONTENT', adminMessages.wrongCurrentPassword, {
          current_password: adminMessages.wrongCurrentPassword,
        });
      }
      account.password = new_password;
      return { ok: true };
    },
  };
  return { account, auth: fakeAuthApi({ signedIn: ada, overrides: procedures }) };
}

test('the account menu opens Profile and Account', async () => {
  fakeAccount();
  const { user, location } = renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
  expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeTruthy();
  expect(location().pathname).toBe('/profile');

  await user.click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Account' }));
  expect(await screen.findByRole('heading', { name: 'Account', level: 1 })).toBeTruthy();
  expect(location().pathname).toBe('/account');
});

test('/profile shows the name and e-mail, and saving a new name updates the header too', async () => {
  const { account } = fakeAccount();
  const { user } = renderApp('/profile');
  expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
  expect(screen.getByText('ada@example.org')).toBeTruthy();

  const first = screen.getByLabelText('First Name');
  await user.clear(first);
  await user.type(first, 'Augusta');
  await user.click(screen.getByRole('button', { name: 'Save Name' }));

  expect(await screen.findByText(text.profileUpdated)).toBeTruthy();
  expect(account.user.first_name).toBe('Augusta');
  expect(await screen.findByRole('heading', { name: 'Augusta Lovelace' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Account menu for Augusta Lovelace' })).toBeTruthy();
});

test('an empty name is refused before anything is sent', async () => {
  const { auth } = fakeAccount();
  const { user } = renderApp('/profile');
  await user.clear(await screen.findByLabelText('Last Name'));
  await user.click(screen.getByRole('button', { name: 'Save Name' }));
  expect(await screen.findByText('Last name is required')).toBeTruthy();
  expect(auth.calls.some((call) => call.path === 'auth.updateProfile')).toBe(false);
});

async function changePassword(
  user: ReturnType<typeof renderApp>['user'],
  current: string,
  next: string,
  confirm = next,
) {
  await user.type(await screen.findByLabelText('Current Password'), current);
  await user.type(screen.getByLabelText('New Password'), next);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

test('/account changes the password when the current one is right, then clears the form', async () => {
  const { account } = fakeAccount();
  const { user } = renderApp('/account');
  const details = within((await screen.findByText('Sign-in Details')).closest('.ant-card') as HTMLElement);
  expect(details.getByText('ada@example.org')).toBeTruthy();
  expect(details.getByText('ada')).toBeTruthy();

  await changePassword(user, PASSWORD, 'difference engine');
  expect(await screen.findByText(text.passwordChanged)).toBeTruthy();
  expect(account.password).toBe('difference engine');
  expect(screen.getByLabelText('Current Password')).toHaveProperty('value', '');
});

test('a wrong current password is marked on its field and said in the toast', async () => {
  const { account } = fakeAccount();
  const { user } = renderApp('/account');
  await changePassword(user, 'not my password', 'difference engine');
  expect(await screen.findByText(text.passwordChangeFailed)).toBeTruthy();
  // On the field and in the toast; they render one after the other, so wait for both.
  await waitFor(() => expect(screen.getAllByText(adminMessages.wrongCurrentPassword)).toHaveLength(2));
  expect(account.password).toBe(PASSWORD);
});

test('the current password is required and the new one must be confirmed', async () => {
  const { auth } = fakeAccount();
  const { user } = renderApp('/account');
  await user.type(await screen.findByLabelText('New Password'), 'difference engine');
  await user.type(screen.getByLabelText('Confirm New Password'), 'difference engines');
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  expect(await screen.findByText('Current password is required')).toBeTruthy();
  expect(await screen.findByText(messages.passwordsDoNotMatch)).toBeTruthy();
  expect(auth.calls.some((call) => call.path === 'auth.changePassword')).toBe(false);
});
