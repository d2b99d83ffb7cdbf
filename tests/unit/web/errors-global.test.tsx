import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw/http';
import { expect, test } from 'vitest';
import { apiErrorMessages, messages } from '../../../src/shared/messages.ts';
import { projectScreenMessages } from '../../../src/shared/project-screen.messages.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { server } from '../../helpers/msw-server.ts';
import { NetworkFailure, TrpcFailure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

// The project list's toast shows the failure's message as it comes, so it shows what the global mapping made of it.
const listFails = (answer: () => Response) => {
  fakeAuthApi({ signedIn: ada });
  server.use(http.all('*/trpc/projects.list', answer));
};

test('a server that cannot be reached reads "No response received from server. Please check your connection."', async () => {
  const unreachable = () => {
    throw new NetworkFailure();
  };
  fakeAuthApi({ signedIn: ada, overrides: { 'projects.list': unreachable } });
  renderApp('/');
  expect(await screen.findByText(projectScreenMessages.fetchListFailed)).toBeTruthy();
  expect(screen.getByText(messages.noResponse)).toBeTruthy();
});

test('an empty answer reads "Empty response received from server"', async () => {
  listFails(() => new HttpResponse(null, { status: 502 }));
  renderApp('/');
  expect(await screen.findByText(projectScreenMessages.fetchListFailed)).toBeTruthy();
  expect(screen.getByText(apiErrorMessages.emptyResponse)).toBeTruthy();
});

test('a proxy\'s HTML error page reads "Server responded with error: ..." with its status', async () => {
  listFails(
    () =>
      new HttpResponse('<html><body>Bad gateway</body></html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'Content-Type': 'text/html' },
      }),
  );
  renderApp('/');
  expect(await screen.findByText(projectScreenMessages.fetchListFailed)).toBeTruthy();
  expect(screen.getByText('Server responded with error: 502 Bad Gateway')).toBeTruthy();
});

test('a 401 on a signed-in page forgets the user and returns to sign-in', async () => {
  const { session } = fakeAuthApi({ signedIn: ada });
  const { user, location } = renderApp('/profile');
  await screen.findByRole('heading', { name: 'Profile', level: 1 });
  session.user = null;
  const expired = () => {
    throw new TrpcFailure('UNAUTHORIZED', messages.notSignedIn);
  };
  fakeAuthApi({ overrides: { 'auth.updateProfile': expired } });
  await user.click(screen.getByRole('button', { name: 'Save Name' }));
  expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
  expect(location().pathname).toBe('/auth');
  expect(localStorage.getItem('user')).toBeNull();
});
