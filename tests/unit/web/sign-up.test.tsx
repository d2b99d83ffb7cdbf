import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { messages } from '../../../src/shared/messages.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { renderApp } from './render-app.tsx';

async function openSignUp(path = '/auth') {
  const app = renderApp(path);
  await app.user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
  expect(screen.getByRole('heading', { name: 'Create a new account' })).toBeTruthy();
  const form = within(screen.getByRole('tabpanel', { name: 'Sign Up' }));
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) await app.user.type(form.getByLabelText(label), value);
  };
  const submit = () => app.user.click(form.getByRole('button', { name: 'Sign up' }));
  return { ...app, form, fill, submit };
}

const newUser = {
  'First Name': 'Mary',
  'Last Name': 'Somerville',
  Email: 'mary@example.org',
  Password: 'celestial-mechanics',
};

test('sign-up asks for the password confirmation, then for a matching one, and sends nothing', async () => {
  const { calls } = fakeAuthApi();
  const { fill, submit, user, form } = await openSignUp();
  await fill(newUser);
  await submit();
  expect(await form.findByText(messages.confirmPassword)).toBeTruthy();

  await user.type(form.getByLabelText('Confirm Password'), 'something else');
  expect(await form.findByText(messages.passwordsDoNotMatch)).toBeTruthy();
  await submit();
  expect(form.getByText(messages.passwordsDoNotMatch)).toBeTruthy();
  expect(calls.map((c) => c.path)).not.toContain('auth.signup');
});

test('a successful sign-up signs the new user in and opens the dashboard', async () => {
  const { calls } = fakeAuthApi();
  const { fill, submit, location } = await openSignUp();
  await fill({ ...newUser, 'Confirm Password': newUser.Password });
  await submit();

  expect(await screen.findByText(messages.toast.registrationSuccess)).toBeTruthy();
  expect(screen.getByText('Welcome, Mary!')).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Welcome, Mary Somerville' })).toBeTruthy();
  expect(location().pathname).toBe('/');
  expect(calls.find((c) => c.path === 'auth.signup')?.input).toEqual({
    first_name: 'Mary',
    last_name: 'Somerville',
    email: 'mary@example.org',
    password: 'celestial-mechanics',
  });
});

test('an email address that is already registered is shown on the email field', async () => {
  fakeAuthApi();
  const { fill, submit, form } = await openSignUp();
  await fill({ ...newUser, Email: ada.email, 'Confirm Password': newUser.Password });
  await submit();

  expect(await screen.findByText(messages.toast.registrationFailed)).toBeTruthy();
  const email = form.getByLabelText('Email');
  // The toast and the field's error are rendered in separate updates: on a loaded machine the toast comes first.
  await waitFor(() => {
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      messages.emailTaken,
    );
  });
  expect((form.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement).disabled).toBe(false);
});
