import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { messages } from '../../../src/shared/messages.ts';
import { ada, fakeAuthApi, PASSWORD } from '../../helpers/msw-auth.ts';
import { fakeProject, fakeProjectsApi } from '../../helpers/msw-projects.ts';
import { TrpcFailure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

const signInButton = () => screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;

test('a successful login says so and opens the dashboard with the user name', async () => {
  const { calls } = fakeAuthApi();
  const { user, location } = renderApp('/auth');
  await user.type(await screen.findByLabelText('Email'), ada.email);
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.click(screen.getByLabelText('Remember me'));
  await user.click(signInButton());

  expect(await screen.findByText(messages.toast.loginSuccess)).toBeTruthy();
  expect(screen.getByText('Welcome back, Ada!')).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeTruthy();
  expect(location().pathname).toBe('/');
  expect(calls.find((c) => c.path === 'auth.login')?.input).toEqual({
    email: ada.email,
    password: PASSWORD,
    rememberMe: true,
  });
  expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(ada);
});

test('a failed login shows the server message and lets the user try again', async () => {
  fakeAuthApi();
  const { user, location } = renderApp('/auth');
  await user.type(await screen.findByLabelText('Email'), ada.email);
  await user.type(screen.getByLabelText('Password'), 'wrong password');
  await user.click(signInButton());

  expect(await screen.findByText(messages.toast.loginFailed)).toBeTruthy();
  expect(screen.getByText(messages.invalidCredentials)).toBeTruthy();
  expect(signInButton().disabled).toBe(false);
  expect(location().pathname).toBe('/auth');
});

test("a login refused for another reason shows the global catalogue's text, not the server's", async () => {
  const refuse = () => {
    throw new TrpcFailure('FORBIDDEN', 'Cross-origin request refused');
  };
  fakeAuthApi({ overrides: { 'auth.login': refuse } });
  const { user } = renderApp('/auth');
  await user.type(await screen.findByLabelText('Email'), ada.email);
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.click(signInButton());

  expect(await screen.findByText(messages.toast.loginFailed)).toBeTruthy();
  expect(screen.getByText(messages.noPermission)).toBeTruthy();
  expect(screen.queryByText('Cross-origin request refused')).toBeNull();
});

test('an invalid email address is refused on submit and nothing is sent', async () => {
  const { calls } = fakeAuthApi();
  const { user } = renderApp('/auth');
  await user.type(await screen.findByLabelText('Email'), 'not-an-email');
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  // Forms validate on submit first, not while the user is still typing.
  expect(screen.queryByText(messages.invalidEmail)).toBeNull();
  await user.click(signInButton());

  expect(await screen.findByText(messages.invalidEmail)).toBeTruthy();
  expect(calls.map((c) => c.path)).not.toContain('auth.login');
});

test('after signing in, the visitor returns to the page they first asked for', async () => {
  fakeAuthApi({ overrides: fakeProjectsApi([fakeProject({ id: 7, name: 'Screening tools' })]).procedures });
  const { user, location } = renderApp('/auth?redirect=%2Fprojects%2F7');
  await user.type(await screen.findByLabelText('Email'), ada.email);
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.click(signInButton());

  await screen.findByText(messages.toast.loginSuccess);
  await screen.findByRole('heading', { name: 'Screening tools' });
  expect(location().pathname).toBe('/projects/7');
});

test('the login toast closes when a dialog opens, so it does not cover the dialog close button', async () => {
  fakeAuthApi({ overrides: fakeProjectsApi().procedures });
  const { user } = renderApp('/auth');
  await user.type(await screen.findByLabelText('Email'), ada.email);
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.click(signInButton());
  await screen.findByText(messages.toast.loginSuccess);

  await user.click(await screen.findByRole('button', { name: 'New Project' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Project' });
  await waitFor(() => expect(screen.queryByText(messages.toast.loginSuccess)).toBeNull());
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
});
