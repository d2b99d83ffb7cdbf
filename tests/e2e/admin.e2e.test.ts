import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, snapshot } from '../helpers/browser.ts';
import { createTestApp, signUp, testDatabases, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

describe('the first administrator in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;
  const admin = { email: uniqueEmail('admin'), password: 'screening admin 1' };
  let researcher: Awaited<ReturnType<typeof signUp>>;

  /**
   * Takes a picture with the toasts hidden, since they would cover the page. Hiding them by style
   * instead of closing them keeps the test independent of antd's notification timers and motion.
   */
  const shoot = async (name: string) => {
    const style = await page.addStyleTag({ content: '.ant-notification { visibility: hidden !important; }' });
    await snapshot(page, name);
    await style.evaluate((element) => (element as Element).remove());
  };
  /** The page at desktop width, then at phone width, where nothing may stick out sideways, then back. */
  const snapshotBoth = async (name: string) => {
    await page.waitForFunction(
      () => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter, .ant-zoom-leave, .ant-skeleton'),
    );
    await shoot(name);
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shoot(`${name}-phone`);
    await page.setViewportSize(DESKTOP);
  };
  const toast = (text: string) => page.locator('.ant-notification-notice', { hasText: text });

  beforeAll(async () => {
    // A fresh in-memory database: nobody is an administrator yet.
    t = await createTestApp(testDatabases()[0]!, { webRoot: 'dist' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    researcher = await signUp(t.app, { first_name: 'Rosalind', last_name: 'Franklin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie: researcher.cookie },
      payload: { name: 'Crystallography review' },
    });
    if (res.statusCode !== 201) throw new Error(`project creation failed: ${res.statusCode} ${res.body}`);
    context = await browser.newContext({ viewport: DESKTOP });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('a new user signs up, creates the first admin account at /admin-setup and signs in with it', async () => {
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.locator('#signup_first_name').fill('Archie');
    await page.locator('#signup_last_name').fill('Cochrane');
    await page.locator('#signup_email').fill(uniqueEmail('archie'));
    await page.locator('#signup_password').fill('evidence based');
    await page.locator('#signup_confirmPassword').fill('evidence based');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${baseUrl}/`);

    await page.goto(`${baseUrl}/admin-setup`);
    await page.getByText('Not an administrator').waitFor();
    await page.locator('#admin-setup_first_name').fill('Iain');
    await page.locator('#admin-setup_last_name').fill('Chalmers');
    await page.locator('#admin-setup_username').fill('ichalmers');
    await page.locator('#admin-setup_email').fill(admin.email);
    await page.locator('#admin-setup_password').fill(admin.password);
    await snapshotBoth('admin-setup-filled');
    await page.getByRole('button', { name: 'Create Admin Account' }).click();
    await toast('Admin account created successfully').getByText('You can now log in with admin privileges.').waitFor();
    expect(await page.locator('#admin-setup_email').inputValue()).toBe('');

    // The toast shows below the header: the account menu's button stays in reach while it is up.
    const accountMenu = page.getByRole('button', { name: 'Account menu for Archie Cochrane' });
    const header = await page.locator('.app-header').boundingBox();
    const notice = await toast('Admin account created successfully').boundingBox();
    expect(notice!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await accountMenu.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/auth/);
    await page.locator('#login_email').fill(admin.email);
    await page.locator('#login_password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/`);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Panel' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.locator('.admin-preview-card', { hasText: 'Crystallography review' }).waitFor();
    expect(
      await page
        .locator('.admin-stat-card', { hasText: 'Total Users' })
        .locator('.ant-statistic-content')
        .textContent(),
    ).toBe('3');
    await snapshotBoth('admin-dashboard');
  });

  it("resets another user's password at /admin/users", async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Manage Users' }).click();
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    const row = page.locator('tr', { hasText: 'Rosalind Franklin' });
    await row.waitFor();
    await snapshotBoth('admin-users');

    await row.getByRole('button', { name: /^Reset password for / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    const password = (await dialog.getByLabel('New password').textContent()) ?? '';
    expect(password).toHaveLength(12);
    await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter'));
    await shoot('admin-users-reset-password');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: researcher.email, password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('deletes a project at /admin/projects', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Manage Projects' }).click();
    await page.getByRole('heading', { name: 'Project Management' }).waitFor();
    const row = page.getByRole('listitem', { name: 'Crystallography review' });
    await row.waitFor();
    await snapshotBoth('admin-projects');

    await row.getByRole('button', { name: 'Delete project Crystallography review' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(
        'Are you sure you want to delete project "Crystallography review"? This action cannot be undone and will permanently remove the project and all its data.',
      )
      .waitFor();
    await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter'));
    await shoot('admin-projects-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete Project' }).click();
    await toast('Project deleted successfully').getByText('The project has been removed.').waitFor();
    await page.getByText('No projects found.').waitFor();

    const remaining = await t.app.inject({
      method: 'GET',
      url: '/api/admin/projects',
      headers: { cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(remaining.json().total).toBe(0);
  });

  it('opens the side sheet with the admin links from the menu button at 390 px', async () => {
    await signUp(t.app, { first_name: 'Maximiliana', last_name: 'Hohenzollern-Sigmaringen' });
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const sheet = page.getByRole('dialog');
    for (const name of ['Dashboard', 'Admin Panel', 'Manage Users', 'Manage Projects'])
      await sheet.getByRole('link', { name }).waitFor();
    await page.waitForFunction(
      () => !document.querySelector('.ant-drawer-content-wrapper-hidden, [class*="panel-motion"]'),
    );
    await snapshot(page, 'admin-mobile-navigation');
    await sheet.getByRole('link', { name: 'Manage Users' }).click();
    await page.waitForURL(/\/admin\/users$/);
    await sheet.waitFor({ state: 'hidden' });
    // A long name is shown whole on a phone, over two lines if it must, not cut to "Maximiliana Ho…".
    const name = page.getByText('Maximiliana Hohenzollern-Sigmaringen', { exact: true });
    await name.waitFor();
    const box = await name.evaluate((el) => {
      const text = el.closest('.ant-typography')!;
      return { content: text.scrollWidth, shown: text.clientWidth };
    });
    expect(box.content).toBeLessThanOrEqual(box.shown);
    await page.setViewportSize(DESKTOP);
  });

  it('a regular user sees Access Denied at /admin', async () => {
    const regular = await signUp(t.app, { first_name: 'Mary', last_name: 'Somerville' });
    const [name, value] = regular.cookie.split('=') as [string, string];
    const other = await browser.newContext({ viewport: DESKTOP });
    await other.addCookies([{ name, value, url: baseUrl }]);
    page = await other.newPage();
    await page.goto(`${baseUrl}/admin`);
    await page.getByText('Access Denied').waitFor();
    expect(await page.getByText("You don't have administrator privileges to access this page.").isVisible()).toBe(true);
    await snapshotBoth('admin-access-denied');
  });
});
