import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { messages } from '../../../src/shared/messages.ts';
import { adminUserOf, fakeAdminApi } from '../../helpers/msw-admin.ts';
import { ada, fakeAuthApi, grace } from '../../helpers/msw-auth.ts';
import { TrpcFailure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

const broken = () => {
  throw new TrpcFailure('INTERNAL_SERVER_ERROR', messages.serverError);
};

test.each([
  ['/admin/users', 'admin.users'],
  ['/admin/projects', 'admin.projects'],
])(
  '%s asks for a failing list three times in all (two retries), then says it could not be loaded',
  { timeout: 15_000 },
  async (path, procedure) => {
    const api = fakeAdminApi({ users: [adminUserOf(ada), adminUserOf(grace)] });
    const { calls } = fakeAuthApi({ signedIn: grace, overrides: { ...api.procedures, [procedure]: broken } });
    renderApp(path);
    // TanStack Query waits 1 s, then 2 s, between the attempts; the failure shows only once it gives up.
    expect(await screen.findByText('The list could not be loaded.', {}, { timeout: 8_000 })).toBeTruthy();
    expect(screen.getByText(messages.serverError)).toBeTruthy();
    expect(calls.filter((call) => call.path === procedure)).toHaveLength(3);
  },
);

test("a regular user's admin lists are never asked for, so nothing is retried", async () => {
  const api = fakeAdminApi();
  const { calls } = fakeAuthApi({ signedIn: ada, overrides: { ...api.procedures, 'admin.users': broken } });
  renderApp('/admin/users');
  expect(await screen.findByText('Access Denied')).toBeTruthy();
  expect(calls.filter((call) => call.path.startsWith('admin.'))).toEqual([]);
});
