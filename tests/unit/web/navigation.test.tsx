import { screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { adminScreenMessages } from '../../../src/shared/admin-screen.messages.ts';
import { messages } from '../../../src/shared/messages.ts';
import { ada, fakeAuthApi, grace } from '../../helpers/msw-auth.ts';
import { renderApp } from './render-app.tsx';

/** happy-dom answers antd's media queries from its viewport, so this switches the layout. */
const setViewportWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({ width });

afterEach(() => setViewportWidth(1024));

test("the header shows the user's initials, and Sign out logs out and returns to /auth", async () => {
  const { session } = fakeAuthApi({ signedIn: ada });
  const { user, location } = renderApp('/');
  const header = within(await screen.findByRole('banner'));
  // Drawn by CSS from the attribute, so the button's text does not contradict its name.
  expect(
    header
      .getByRole('button', { name: 'Account menu for Ada Lovelace' })
      .querySelector('[data-initials]')
      ?.getAttribute('data-initials'),
  ).toBe('AL');

  await user.click(header.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

  expect(await screen.findByText(messages.toast.loggedOut)).toBeTruthy();
  expect(screen.getByText(messages.toast.loggedOutDescription)).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
  expect(location().pathname).toBe('/auth');
  expect(session.user).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
});

test('the account menu offers Profile and Account, and no Admin Dashboard to regular users', async () => {
  fakeAuthApi({ signedIn: ada });
  const { user } = renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
  expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeTruthy();
  expect(screen.getByRole('menuitem', { name: 'Account' })).toBeTruthy();
  expect(screen.queryByRole('menuitem', { name: 'Admin Dashboard' })).toBeNull();
});

test('administrators see the admin links, an Admin badge and Admin Dashboard in the account menu', async () => {
  fakeAuthApi({ signedIn: grace });
  const { user } = renderApp('/');
  const header = within(await screen.findByRole('banner'));
  expect(header.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/');
  expect(header.getByRole('link', { name: 'Admin Panel' }).getAttribute('href')).toBe('/admin');
  expect(header.getByRole('link', { name: 'Manage Users' }).getAttribute('href')).toBe('/admin/users');
  expect(header.getByRole('link', { name: 'Manage Projects' }).getAttribute('href')).toBe('/admin/projects');
  expect(header.getByText('Admin')).toBeTruthy();
  await user.click(header.getByRole('button', { name: 'Account menu for Grace Hopper' }));
  expect(await screen.findByRole('menuitem', { name: 'Admin Dashboard' })).toBeTruthy();
});

test('regular users see no admin links', async () => {
  fakeAuthApi({ signedIn: ada });
  renderApp('/');
  const header = within(await screen.findByRole('banner'));
  expect(header.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  expect(header.queryByRole('link', { name: 'Admin Panel' })).toBeNull();
  expect(header.queryByText('Admin')).toBeNull();
});

test('a signed-out visitor of a public page sees a Sign in button and the footer links', async () => {
  fakeAuthApi();
  renderApp('/missing');
  const header = within(await screen.findByRole('banner'));
  expect((await header.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/auth');
  const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
  for (const name of ['About', 'Blog', 'Contact', 'Terms', 'Privacy']) {
    expect(footer.getByRole('link', { name }).getAttribute('href')).toBe(`/${name.toLowerCase()}`);
  }
});

test('on a narrow screen the links move into a side drawer opened from a menu button', async () => {
  setViewportWidth(390);
  fakeAuthApi({ signedIn: grace });
  const { user } = renderApp('/');
  const header = within(await screen.findByRole('banner'));
  expect(header.queryByRole('link', { name: 'Manage Users' })).toBeNull();
  expect(
    header
      .getByRole('button', { name: 'Account menu for Grace Hopper' })
      .querySelector('[data-initials]')
      ?.getAttribute('data-initials'),
  ).toBe('GH');

  await user.click(header.getByRole('button', { name: 'Open navigation' }));
  const drawer = within(await screen.findByRole('dialog'));
  expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  expect(drawer.getByRole('link', { name: 'Manage Users' }).getAttribute('href')).toBe('/admin/users');
});

test('the sign-in page of a new installation says where to create the first administrator', async () => {
  fakeAuthApi({ overrides: { 'admin.setupStatus': () => ({ admin_exists: false }) } });
  renderApp('/auth');
  const notice = within(
    (await screen.findByRole('heading', { name: adminScreenMessages.noAdminYet })).closest('section') as HTMLElement,
  );
  expect(notice.getByRole('link', { name: adminScreenMessages.createFirstAdmin }).getAttribute('href')).toBe(
    '/admin-setup',
  );
});

test('the sign-in page says nothing of it once an administrator exists', async () => {
  const { calls } = fakeAuthApi();
  renderApp('/auth');
  await screen.findByRole('heading', { name: 'Sign in to your account' });
  await vi.waitFor(() => expect(calls.some((c) => c.path === 'admin.setupStatus')).toBe(true));
  // The answer is rendered a moment after it is asked for.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(screen.queryByText(adminScreenMessages.noAdminYet)).toBeNull();
});
