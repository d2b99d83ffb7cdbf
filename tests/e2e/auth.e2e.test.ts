import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWireBytes, launchBrowser, snapshot } from '../helpers/browser.ts';
import {
  createTestApp,
  projectWithCitations,
  signUp,
  testDatabases,
  uniqueEmail,
  type TestApp,
} from '../helpers/test-app.ts';

/** Holds back the page's requests for `url` until the returned function is called. */
async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('a new researcher in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!, { webRoot: 'dist' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('signs up, logs out, logs back in and sees their name on the dashboard', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('e2e');
    const password = 'systematic reviews';

    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/auth/);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect.poll(() => page.getByText('Create a new account').isVisible()).toBe(true);
    // Both tabs stay in the page; antd names each input after its form and field.
    await page.locator('#signup_first_name').fill('Ada');
    await page.locator('#signup_last_name').fill('Lovelace');
    await page.locator('#signup_email').fill(email);
    await page.locator('#signup_password').fill(password);
    await page.locator('#signup_confirmPassword').fill(password);
    await snapshot(page, 'auth-sign-up-filled');
    await page.getByRole('button', { name: 'Sign up' }).click();

    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Ada Lovelace').first().waitFor();
    await snapshot(page, 'dashboard-after-sign-up');

    // The initials are drawn by CSS (so the button's text never contradicts its name): read what is drawn.
    const drawn = await page
      .getByRole('button', { name: 'Account menu for Ada Lovelace' })
      .evaluate((button) => getComputedStyle(button.querySelector('[data-initials]')!, '::before').content);
    expect(drawn).toBe('"AL"');
    await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).click();
    await page.getByText('Sign out').click();
    await page.waitForURL(/\/auth/);
    await page.getByText('Sign in to your account').waitFor();

    await page.locator('#login_email').fill(email);
    await page.locator('#login_password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Ada Lovelace').first().waitFor();
    await snapshot(page, 'dashboard-after-login');
    expect(await page.getByText('Ada Lovelace').first().isVisible()).toBe(true);
  });

  it('shows the sign-in form before any script runs, and keeps what was typed into it when the app takes over', async () => {
    const { email, password } = await signUp(t.app);
    // Without JavaScript the form is there, styled: the server sends the page rendered at build time.
    const bare = await browser.newContext({ javaScriptEnabled: false });
    const still = await bare.newPage();
    await still.goto(`${baseUrl}/auth`);
    expect(await still.locator('#login_email').isVisible()).toBe(true);
    expect(await still.getByText('Sign in to your account').isVisible()).toBe(true);
    expect(await still.title()).toBe('Sign in · Screener');
    expect(await still.locator('#login_email').evaluate((input) => getComputedStyle(input).borderTopStyle)).toBe(
      'solid',
    );
    await bare.close();

    // The app's script is held back until the visitor has typed into the stand-in and pressed Enter.
    const page = await browser.newPage();
    const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto(`${baseUrl}/auth`, { waitUntil: 'commit' });
    await page.locator('#stand-in #login_email').fill(email);
    await page.locator('#stand-in #login_password').fill(password);
    await page.locator('#stand-in #login_password').press('Enter');
    expect(new URL(page.url()).pathname).toBe('/auth');
    release();
    await page.locator('#stand-in').waitFor({ state: 'detached' });
    expect(await page.locator('#login_email').inputValue()).toBe(email);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login_password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Ada Lovelace').first().waitFor();
  });

  it('signs in when the visitor presses Sign in on the stand-in, before the app has taken over', async () => {
    const { email, password } = await signUp(t.app);
    const page = await browser.newPage();
    // The app's script runs (it asks who is signed in) but the sign-in page's own code is held back.
    const release = await holdBack(page, /\/assets\/auth-[\w-]+\.js$/);
    const sessionCheck = page.waitForRequest(/auth\.me/);
    await page.goto(`${baseUrl}/auth`, { waitUntil: 'commit' });
    await sessionCheck;
    await page.locator('#stand-in #login_email').fill(email);
    await page.locator('#stand-in #login_password').fill(password);
    await page.locator('#stand-in').getByRole('button', { name: 'Sign in' }).click();
    expect(new URL(page.url()).pathname).toBe('/auth');
    release();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Ada Lovelace').first().waitFor();
  });

  it('keeps a deep link working on refresh and shows the 404 page for unknown paths', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${baseUrl}/projects/3/keywords`);
    expect(res?.status()).toBe(200);
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByText("The page you are looking for doesn't exist or has been moved.").waitFor();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(/\/auth/);
  });

  it("puts the keyboard on the new page's heading after signing in and after opening a project, not at the top", async () => {
    const user = await signUp(t.app);
    await projectWithCitations(t.app, user.cookie, 'Statins in older adults', [
      { title: 'Statins and falls', abstract: 'A cohort.' },
    ]);
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/auth`);
    await page.locator('#login_email').fill(user.email);
    await page.locator('#login_password').fill(user.password);
    await page.locator('#login_password').press('Enter');
    await page.waitForURL(`${baseUrl}/`);
    const focused = () =>
      page.evaluate(() => `${document.activeElement?.tagName}: ${document.activeElement?.textContent}`);
    await expect.poll(focused).toBe('H1: Welcome, Ada Lovelace');

    await page.getByRole('link', { name: 'Statins in older adults' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/projects\/\d+$/);
    await expect.poll(focused).toBe('H1: Statins in older adults');
    // The next Tab goes on from the page's heading, into the page, not back to the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    await snapshot(page, 'project-opened-by-keyboard');
  });

  it('puts the keyboard on the part of the Help page a link names, so reading goes on from there', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/help`);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    const link = contents.getByRole('link').nth(2);
    const target = ((await link.getAttribute('href')) ?? '').slice(1);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(target);
  });

  it('puts the keyboard on the first field in error when a form is sent with a mistake, so its message is read', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('button', { name: 'Sign in' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('login_email');
    const described = await page.locator('#login_email').getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described?.split(' ')[0]}"]`).textContent()).not.toBe('');
  });

  it('sends the sign-in page with at most 300 KB of JavaScript over the wire, compressed, and its tabs answer the arrow keys', async () => {
    const page = await browser.newPage();
    const wire = await countWireBytes(page);
    const encodings: Promise<string | undefined>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script')
        encodings.push(res.allHeaders().then((h) => h['content-encoding']));
    });
    await page.goto(`${baseUrl}/auth`, { waitUntil: 'networkidle' });
    await page.getByText('Sign in to your account').waitFor();
    await wire.stop();
    expect(wire.totals.scripts).toBeGreaterThan(0);
    expect(wire.totals.scriptBytes / 1024).toBeLessThanOrEqual(300);
    // Most scripts arrive brotli-compressed; only those under 1 KB go as they are.
    expect((await Promise.all(encodings)).filter((e) => e === 'br').length).toBeGreaterThan(wire.totals.scripts / 2);

    await page.getByRole('tab', { name: 'Login' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByText('Create a new account').waitFor();
    expect(await page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    await snapshot(page, 'auth-sign-up-tab');
    await page.keyboard.press('ArrowLeft');
    await page.getByText('Sign in to your account').waitFor();
    await snapshot(page, 'auth-login-tab');
  });
});
