import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { adminScreenMessages as text } from '../../../src/shared/admin-screen.messages.ts';
import { fakeAdminApi } from '../../helpers/msw-admin.ts';
import { ada, fakeAuthApi, grace } from '../../helpers/msw-auth.ts';
import { renderApp } from './render-app.tsx';

test.each(['/admin', '/admin/users', '/admin/projects'])(
  'a regular user at %s sees Access Denied and no admin request is made',
  async (path) => {
    const { calls } = fakeAuthApi({ signedIn: ada, overrides: fakeAdminApi().procedures });
    renderApp(path);
    // The page's one heading names it, for a screen reader's list of headings (axe: page-has-heading-one).
    expect(await screen.findByRole('heading', { level: 1, name: text.accessDenied })).toBeTruthy();
    expect(screen.getByText(text.accessDeniedDescription)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/');
    expect(calls.filter((call) => call.path.startsWith('admin.'))).toEqual([]);
  },
);

test('a signed-out visitor of an admin page is sent to sign in', async () => {
  fakeAuthApi();
  const { location } = renderApp('/admin/projects');
  expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
  expect(location().search).toEqual({ redirect: '/admin/projects' });
});

test('an administrator is let in', async () => {
  fakeAuthApi({ signedIn: grace, overrides: fakeAdminApi().procedures });
  renderApp('/admin');
  expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
  expect(screen.queryByText(text.accessDenied)).toBeNull();
});
