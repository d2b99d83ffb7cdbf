import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, snapshot } from '../helpers/browser.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

const statusRows = [
  'Duplicates Removed',
  'Keywords Selected',
  'Citations Labeled',
  'Current Iteration',
  'Results Available',
];

describe('a researcher with a citation file in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!, { webRoot: 'dist' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    const { cookie } = await signUp(t.app, { first_name: 'Mary', last_name: 'Somerville' });
    const [name, value] = cookie.split('=') as [string, string];
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name, value, url: baseUrl }]);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('creates a project from a CSV through the dialog and lands on the duplicates step', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByText('No projects yet').waitFor();
    await snapshot(page, 'projects-dashboard-empty');

    await page.getByRole('button', { name: 'New Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Project' });
    await dialog.getByLabel('Project Name').fill('Screening tools review');
    await dialog
      .locator('input[type=file]')
      .setInputFiles(['tests/fixtures/citations.csv', 'tests/fixtures/notes.pdf']);
    await dialog.getByText('Invalid', { exact: true }).waitFor();
    const create = dialog.getByRole('button', { name: 'Create' });
    await expect.poll(() => create.isEnabled()).toBe(true);
    // The dialog zooms in; the picture is taken once it stands still.
    await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter'));
    await snapshot(page, 'projects-new-dialog');

    await create.click();
    await page.waitForURL(/\/projects\/\d+\/duplicates$/);
    expect(await page.getByText('Project created', { exact: true }).isVisible()).toBe(true);
  });

  it('keeps the Tab key inside the New Project dialog, Create disabled or not (WCAG 2.4.3)', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'New Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Project' });
    await dialog.getByLabel('Project Name').waitFor();
    await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter'));
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        const inDialog = !!el?.closest('[role=dialog]');
        return `${inDialog ? 'dialog' : 'page'}: ${el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? el?.tagName}`;
      });
    // Nothing picked, Create is disabled: Cancel is the last stop, and the one after it is the dialog's first.
    await dialog.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('dialog: Close');
    await snapshot(page, 'projects-new-dialog-tab-wraps');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('dialog: Cancel');

    await dialog.getByLabel('Project Name').fill('Focus review');
    await dialog.locator('input[type=file]').setInputFiles(['tests/fixtures/citations.csv']);
    const create = dialog.getByRole('button', { name: 'Create' });
    await expect.poll(() => create.isEnabled()).toBe(true);
    await create.focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('dialog: Close');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('dialog: Create');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('shows the new project on the dashboard and opens its overview', async () => {
    await page.goto(`${baseUrl}/`);
    const card = page.locator('.project-card', { hasText: 'Screening tools review' });
    await card.waitFor();
    await card.getByText('Iteration 1').waitFor();
    await snapshot(page, 'projects-dashboard');

    await card.getByRole('link', { name: 'Screening tools review' }).click();
    await page.waitForURL(/\/projects\/\d+$/);
    await page.getByRole('heading', { name: 'Screening tools review' }).waitFor();
    await page.getByText('Iteration 1 of 10').first().waitFor();
    for (const row of statusRows) await page.getByText(row, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'View Results' }).isDisabled()).toBe(true);
    await snapshot(page, 'projects-overview');
  });
});
