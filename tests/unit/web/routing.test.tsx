import { screen } from '@testing-library/react';
import { delay } from 'msw';
import { expect, test } from 'vitest';
import { messages } from '../../../src/shared/messages.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { NetworkFailure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

test('a signed-out visitor of the dashboard lands on the sign-in page', async () => {
  fakeAuthApi();
  const { location } = renderApp('/');
  expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
  expect(location().pathname).toBe('/auth');
  expect(location().search).toEqual({ redirect: '/' });
});

test('a spinner shows while the session is loading', async () => {
  const slowMe = async () => {
    await delay(600);
    return ada;
  };
  fakeAuthApi({ overrides: { 'auth.me': slowMe } });
  renderApp('/');
  expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeTruthy();
});

test('a signed-in visitor of /auth is sent to the dashboard', async () => {
  fakeAuthApi({ signedIn: ada });
  const { location } = renderApp('/auth');
  expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeTruthy();
  expect(location().pathname).toBe('/');
});

test('a browser that last saw nobody signed in shows the sign-in form without waiting for the session check', async () => {
  fakeAuthApi({ overrides: { 'auth.me': () => delay('infinite') } });
  renderApp('/auth');
  expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
  expect(screen.getByLabelText('Email')).toBeTruthy();
});

test('a browser that last saw a user signed in waits for the check and goes on to the dashboard', async () => {
  localStorage.setItem('user', JSON.stringify(ada));
  const seen: string[] = [];
  const slowMe = async () => {
    await delay(300);
    return ada;
  };
  fakeAuthApi({ overrides: { 'auth.me': slowMe } });
  const { location } = renderApp('/auth');
  const observer = new MutationObserver(() => {
    if (document.body.textContent?.includes('Sign in to your account')) seen.push('form');
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeTruthy();
  observer.disconnect();
  expect(location().pathname).toBe('/');
  expect(seen).toEqual([]);
});

test('the dashboard greets the user and says there are no projects yet', async () => {
  fakeAuthApi({ signedIn: ada });
  renderApp('/');
  expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeTruthy();
  expect(await screen.findByText('No projects yet')).toBeTruthy();
});

test('an unknown path shows the 404 page with a way back to the dashboard', async () => {
  fakeAuthApi();
  renderApp('/no/such/page');
  expect(await screen.findByText(messages.notFoundPage)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/');
});

test('the signed-in user is cached in localStorage under "user"', async () => {
  fakeAuthApi({ signedIn: ada });
  renderApp('/');
  await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' });
  expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(ada);
});

test('a cached user is forgotten when the server says nobody is signed in', async () => {
  localStorage.setItem('user', JSON.stringify(ada));
  fakeAuthApi();
  renderApp('/');
  await screen.findByRole('heading', { name: 'Sign in to your account' });
  expect(localStorage.getItem('user')).toBeNull();
});

test('a session check that cannot reach the server shows "Something went wrong", and "Try again" recovers', async () => {
  let reachable = false;
  const me = () => {
    if (!reachable) throw new NetworkFailure();
    return ada;
  };
  fakeAuthApi({ overrides: { 'auth.me': me } });
  const { user } = renderApp('/');
  expect(await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 10_000 })).toBeTruthy();
  expect(screen.getByText(messages.noResponse)).toBeTruthy();
  reachable = true;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(/Ada/, {}, { timeout: 10_000 })).toBeTruthy();
});
