import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { infoMessages } from '../../../src/shared/info.messages.ts';
import { messages } from '../../../src/shared/messages.ts';
import { SUPPORT_EMAIL, supportConfig } from '../../helpers/msw-admin.ts';
import { fakeAuthApi } from '../../helpers/msw-auth.ts';
import { renderApp } from './render-app.tsx';

test('About lists four features and the four-step workflow', async () => {
  fakeAuthApi();
  renderApp('/about');
  expect(await screen.findByRole('heading', { name: 'About Screener', level: 1 })).toBeTruthy();
  const features = within(screen.getByRole('region', { name: 'Features' }));
  expect(features.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  const steps = within(screen.getByRole('region', { name: 'How It Works' })).getAllByRole('listitem');
  expect(steps.map((step) => step.querySelector('h3')?.textContent)).toEqual([
    'Upload Citations',
    'Select Keywords',
    'Label Citations',
    'Review Results',
  ]);
});

test('Contact gives support, general and feedback contacts at the configured address and promises an answer within 24 hours', async () => {
  fakeAuthApi({ overrides: supportConfig });
  renderApp('/contact');
  expect(await screen.findByRole('heading', { name: 'Contact Us', level: 1 })).toBeTruthy();
  for (const contact of ['Technical Support', 'General Inquiries', 'Feedback']) {
    const link = await screen.findByRole('link', { name: `${contact}: ${SUPPORT_EMAIL}` });
    expect(link.getAttribute('href')).toMatch(new RegExp(`^mailto:${SUPPORT_EMAIL}\\?subject=`));
  }
  expect(screen.getByText(infoMessages.responsePromise)).toBeTruthy();
});

test.each([
  ['/blog', 'Blog'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
])('%s says "Coming Soon"', async (path, title) => {
  fakeAuthApi();
  renderApp(path);
  expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeTruthy();
  expect(screen.getByText(infoMessages.comingSoon)).toBeTruthy();
});

test('the footer links open the information pages', async () => {
  fakeAuthApi();
  const { user, location } = renderApp('/blog');
  const footer = within(await screen.findByRole('navigation', { name: 'Footer' }));
  await user.click(footer.getByRole('link', { name: 'About' }));
  expect(await screen.findByRole('heading', { name: 'About Screener' })).toBeTruthy();
  expect(location().pathname).toBe('/about');
});

test('/forgot-password says reset is under development, and its help button tells the user to e-mail support', async () => {
  fakeAuthApi({ overrides: supportConfig });
  const { user } = renderApp('/forgot-password');
  expect(await screen.findByText(infoMessages.resetUnderDevelopment)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth');
  const help = await screen.findByRole('button', { name: 'Get Help' });
  await user.click(help);
  expect(await screen.findByText(infoMessages.emailSupport(SUPPORT_EMAIL))).toBeTruthy();
});

test('the sign-in page links to /forgot-password, which now exists', async () => {
  fakeAuthApi({ overrides: supportConfig });
  const { user, location } = renderApp('/auth');
  await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
  expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
  expect(location().pathname).toBe('/forgot-password');
});

test('/reset-password/{token} sends the user to support at the configured address', async () => {
  fakeAuthApi({ overrides: supportConfig });
  renderApp('/reset-password/abc123');
  expect(await screen.findByText(infoMessages.resetContactSupport(SUPPORT_EMAIL))).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Email Support' }).getAttribute('href')).toMatch(
    new RegExp(`^mailto:${SUPPORT_EMAIL}`),
  );
});

test('the reset form refuses an address that is not one, and for a valid one points to support', async () => {
  fakeAuthApi({ overrides: supportConfig });
  const { user } = renderApp('/reset-password/abc123');
  const email = await screen.findByLabelText('Email');
  await user.type(email, 'not-an-address');
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
  expect(await screen.findByText(messages.invalidEmail)).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();

  await user.clear(email);
  await user.type(email, 'ada@example.org');
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
  expect(await screen.findByText(infoMessages.resetRequestReceived('ada@example.org', SUPPORT_EMAIL))).toBeTruthy();
  expect(screen.queryByText(messages.invalidEmail)).toBeNull();
});

test('/reset-password without a token is an "Invalid Reset Link" with ways to a new link or back to login', async () => {
  fakeAuthApi();
  renderApp('/reset-password');
  expect(await screen.findByRole('heading', { name: infoMessages.invalidResetLink })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
  expect(screen.getByRole('link', { name: 'Go back to login' }).getAttribute('href')).toBe('/auth');
});
