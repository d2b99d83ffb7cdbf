import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contrastRatios, launchBrowser, SHOTS, signedInPage, snapshot } from '../helpers/browser.ts';
import { multipart } from '../helpers/multipart.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

describe('two reviewers screening blind and a lead resolving their conflict, in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let baseUrl: string;
  let projectId: number;
  const pages: Record<'lead' | 'ann' | 'ben', Page> = {} as Record<'lead' | 'ann' | 'ben', Page>;
  let leadCookie: string;
  let firstTitle: string;

  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!, { webRoot: 'dist' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    const lead = await signUp(t.app, { first_name: 'Lena', last_name: 'Lead' });
    const ann = await signUp(t.app, { first_name: 'Ann', last_name: 'Able' });
    const ben = await signUp(t.app, { first_name: 'Ben', last_name: 'Baker' });
    leadCookie = lead.cookie;
    const body = await multipart(
      { name: 'Statins in pairs', screening_mode: 'continuous' },
      { files: ['labelling.csv'] },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie: lead.cookie, ...body.headers },
      payload: body.payload,
    });
    projectId = res.json().project.id;
    for (const who of [ann, ben]) {
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/members`,
        headers: { cookie: lead.cookie },
        payload: { email: who.email, role: 'reviewer' },
      });
      expect(added.statusCode).toBe(201);
    }
    pages.lead = await signedInPage(browser, baseUrl, lead.cookie);
    pages.ann = await signedInPage(browser, baseUrl, ann.cookie);
    pages.ben = await signedInPage(browser, baseUrl, ben.cookie);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const title = (page: Page) => page.locator('.screening-article .citation-title').first().textContent();
  const count = (page: Page, name: string) =>
    page.locator('.screening-count', { hasText: name }).locator('strong').first().textContent();

  it('lets the lead turn on two screeners per record on the overview', async () => {
    const page = pages.lead;
    await page.goto(`${baseUrl}/projects/${projectId}`);
    await page.getByText('Screeners per record').waitFor();
    await page.getByText('Two, blind').click();
    await page.getByText('Blind dual screening is on').waitFor();
    await page.getByRole('link', { name: 'Conflicts and agreement' }).waitFor();
    await snapshot(page, 'dual-overview-setting');
    const contrasts = await contrastRatios(page, '.screeners-setting .mode-card-text, .screeners-setting a');
    expect(contrasts.filter((c) => c.ratio < 4.5)).toEqual([]);
  });

  it('shows the second reviewer the record the first decided, without the first decision, and counts the conflict', async () => {
    const ann = pages.ann;
    await ann.goto(`${baseUrl}/projects/${projectId}/screen`);
    await ann.locator('.screening-article').waitFor();
    firstTitle = (await title(ann))!;
    await ann.getByLabel('Note', { exact: true }).fill('A randomised trial in older adults');
    // A note is saved when the field is left; the keys work once the focus is off the fields.
    await ann.locator('.screening-article .citation-title').first().click();
    await ann.locator('.review-status', { hasText: 'Saved' }).waitFor();
    await ann.keyboard.press('r');
    await expect.poll(() => title(ann)).not.toBe(firstTitle);
    await expect.poll(() => count(ann, 'Decided by you')).toBe('1');
    await expect.poll(() => count(ann, 'Awaiting a second')).toBe('1');
    // Nothing decided for the record yet: one decision is not the record's.
    expect(await count(ann, 'Screened')).toBe('0');

    const ben = pages.ben;
    await ben.goto(`${baseUrl}/projects/${projectId}/screen`);
    await ben.locator('.screening-article').waitFor();
    expect(await title(ben)).toBe(firstTitle);
    expect(await ben.getByText('A randomised trial in older adults').count()).toBe(0);
    await ben.keyboard.press('i');
    await expect.poll(() => count(ben, 'Conflicts')).toBe('1');
    await snapshot(ben, 'dual-screening-counts');
    const contrasts = await contrastRatios(ben, '.screening-count');
    expect(contrasts.filter((c) => c.ratio < 4.5)).toEqual([]);
  });

  it('puts both decisions and the note side by side for the lead, with agreement and kappa, and resolves it', async () => {
    const page = pages.lead;
    await page.goto(`${baseUrl}/projects/${projectId}/conflicts`);
    const card = page.locator('.conflict-card');
    await card.waitFor();
    expect(await card.locator('.conflict-title').textContent()).toBe(firstTitle);
    const decisions = card.locator('.conflict-decision');
    await expect.poll(() => decisions.count()).toBe(2);
    expect(await decisions.nth(0).textContent()).toContain('Ann Able');
    expect(await decisions.nth(0).textContent()).toContain('Relevant');
    expect(await decisions.nth(0).textContent()).toContain('A randomised trial in older adults');
    expect(await decisions.nth(1).textContent()).toContain('Ben Baker');
    expect(await decisions.nth(1).textContent()).toContain('Irrelevant');
    await page.getByText("Cohen's kappa", { exact: true }).waitFor();
    expect(await page.locator('.ant-descriptions').textContent()).toMatch(/Agreement0 %/);
    await snapshot(page, 'dual-conflicts');
    // At laptop width the reviewers' table fits: no hint, no extra tab stop.
    expect(await page.getByText('Scroll sideways to see every column.').count()).toBe(0);
    expect(await page.locator('.scroll-region-body').getAttribute('tabindex')).toBeNull();
    // On a phone it stays inside its card and scrolls there, saying so; the keyboard scrolls it too (WCAG 2.1.1).
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(() => {
        const table = document.querySelector('.agreement-table')!;
        return table.getBoundingClientRect().right - table.closest('.ant-card')!.getBoundingClientRect().right;
      });
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByText('Scroll sideways to see every column.').waitFor();
    }
    const region = page.getByRole('region', { name: "Each reviewer's decisions" });
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await region.scrollIntoViewIfNeeded();
    await snapshot(page, 'dual-conflicts-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    const contrasts = await contrastRatios(page, '.conflict-decision, .agreement-note, .ant-descriptions-item-label');
    expect(contrasts.filter((c) => c.ratio < 4.5)).toEqual([]);

    await card.getByRole('button', { name: 'Relevant', exact: true }).click();
    await page.getByText('Conflict resolved: relevant').waitFor();
    await page.getByText('No open conflicts.').waitFor();
    await expect.poll(async () => page.locator('.ant-descriptions').textContent()).toMatch(/Resolved conflicts1/);
    // The resolved conflict stays in view, with who resolved it and how.
    await page.getByRole('tab', { name: 'Resolved (1)' }).click();
    await page.getByText(/^Resolved as Relevant by .+ on \d{4}-\d{2}-\d{2}\.$/).waitFor();
    await page.getByRole('button', { name: 'Change to Irrelevant' }).waitFor();
    await snapshot(page, 'dual-conflicts-resolved');
  });

  it('counts the resolved record once, as included, in the PRISMA diagram and its SVG download', async () => {
    const page = pages.lead;
    await page.goto(`${baseUrl}/projects/${projectId}`);
    const diagram = page.getByRole('img', { name: 'PRISMA 2020 flow diagram: Statins in pairs' });
    await diagram.locator('text', { hasText: 'Records screened (n = 1)' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download SVG' }).click(),
    ]);
    const path = join(SHOTS, 'dual-prisma-download.svg');
    await download.saveAs(path);
    expect(readFileSync(path).toString()).toContain('Records included (n = 1)');
  });

  it('keeps both reviewers’ own decisions and the resolution in the exported history', async () => {
    const res = await pages.lead.request.get(`${baseUrl}/api/projects/${projectId}/download`, {
      headers: { cookie: leadCookie },
    });
    expect(res.status()).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await res.body()) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.getWorksheet('Decision history')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const kinds = rows.slice(1).map((r) => r[6]);
    expect(kinds.filter((k) => k === "Reviewer's own decision")).toHaveLength(2);
    // Lena owns the project and screened none of the two decisions.
    expect(kinds.filter((k) => k === 'Conflict resolved by the owner')).toHaveLength(1);
    expect(kinds).not.toContain('Record label');
  });
});
