import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { contrastRatios, launchBrowser, SHOTS, snapshot } from '../helpers/browser.ts';
import { multipart } from '../helpers/multipart.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

describe('a researcher removing duplicate citations in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let baseUrl: string;
  let cookie: string;

  /** A project made from tests/fixtures/duplicates.csv: 10 citations, 3 of them known duplicates. */
  const newProject = async (name: string) => {
    const body = await multipart({ name }, { files: ['duplicates.csv'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
    return res.json().project.id as number;
  };
  /** The page at desktop width, then at phone width, then back. */
  const snapshotBoth = async (name: string) => {
    await page.waitForFunction(
      () => !document.querySelector('.ant-motion-collapse, .ant-zoom-appear, .ant-zoom-enter'),
    );
    await snapshot(page, name);
    await page.setViewportSize(PHONE);
    await snapshot(page, `${name}-phone`);
    await page.setViewportSize(DESKTOP);
  };
  const statistic = (title: string) =>
    page.locator('.ant-statistic', { hasText: title }).locator('.ant-statistic-content');

  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!, { webRoot: 'dist' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    ({ cookie } = await signUp(t.app, { first_name: 'Archie', last_name: 'Cochrane' }));
    const [name, value] = cookie.split('=') as [string, string];
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addCookies([{ name, value, url: baseUrl }]);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('detects and removes the three duplicates, lists them, restores one and moves on to keywords', async () => {
    const id = await newProject('Statins and dementia');
    await page.goto(`${baseUrl}/projects/${id}/duplicates`);
    const detect = page.getByRole('button', { name: 'Detect and Remove Duplicates' });
    await detect.waitFor();
    expect(await page.getByText('Optional Step').isVisible()).toBe(true);
    await snapshotBoth('duplicates-before');

    await detect.click();
    await page.getByRole('heading', { name: 'Duplicate Removal Completed' }).waitFor();
    expect(await statistic('Duplicates removed').textContent()).toBe('3');
    expect(await statistic('Citations remaining').textContent()).toBe('7');
    expect(await page.getByText('3 duplicate citation(s) removed. 7 citations remain.').isVisible()).toBe(true);
    expect(await detect.count()).toBe(0);

    await page.getByText('View Removed Duplicates (3)').click();
    const entries = page.getByRole('list', { name: 'Removed duplicates' }).getByRole('listitem');
    await expect.poll(() => entries.count()).toBe(3);
    expect(await entries.getByText('EXACT').count()).toBe(2);
    expect(await entries.locator('.dedup-fact .ant-tag', { hasText: 'DOI' }).count()).toBe(1);
    await snapshotBoth('duplicates-after');
    // On a phone every detection method is in sight: the choices take a second line rather than scroll sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    const methods = page.getByRole('group', { name: 'Detection method' });
    const fit = await methods.evaluate((group) => {
      const card = group.closest('.ant-collapse')!.getBoundingClientRect();
      const items = Array.from(group.querySelectorAll('.ant-segmented-item')).map((i) => i.getBoundingClientRect());
      return {
        hidden: group.scrollWidth - group.clientWidth,
        outside: items.filter((i) => i.left < card.left || i.right > card.right).length,
        items: items.length,
      };
    });
    expect(fit).toEqual({ hidden: 0, outside: 0, items: 5 });
    await methods.screenshot({ path: join(SHOTS, 'duplicates-methods-phone.png') });
    await page.setViewportSize(DESKTOP);

    await entries
      .first()
      .getByRole('button', { name: /^Restore citation/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore', exact: true }).click();
    await page.getByText('View Removed Duplicates (2)').waitFor();
    await expect.poll(() => statistic('Citations remaining').textContent()).toBe('8');

    await page.getByRole('link', { name: 'Continue to Keywords' }).click();
    await page.waitForURL(`${baseUrl}/projects/${id}/keywords`);
  });

  it('leaves two copies labeled differently for a person to decide, and "Not duplicates" keeps both', async () => {
    const id = await newProject('Exercise and memory');
    const copies = await t.orm.em
      .fork()
      .execute("select id from citation where project_id = ? and title like 'Exercise%' order by id", [id]);
    await t.orm.em
      .fork()
      .execute('update citation set is_relevant = true, iteration = 0 where id = ?', [copies[0]!.id]);
    await t.orm.em
      .fork()
      .execute('update citation set is_relevant = false, iteration = 0 where id = ?', [copies[1]!.id]);

    await page.goto(`${baseUrl}/projects/${id}/duplicates`);
    await page.getByRole('button', { name: 'Detect and Remove Duplicates' }).click();
    await page.getByRole('heading', { name: 'Duplicate Removal Completed' }).waitFor();
    const pairs = page.getByRole('list', { name: 'Possible duplicates' }).getByRole('listitem');
    await expect.poll(() => pairs.count()).toBeGreaterThan(0);
    const before = await pairs.count();
    expect(await pairs.first().getByText('Relevant', { exact: true }).isVisible()).toBe(true);
    expect(await pairs.first().getByText('Not Relevant', { exact: true }).isVisible()).toBe(true);
    // The toast of the run would cover the list in the picture.
    await page.locator('.ant-notification-notice').first().waitFor({ state: 'detached', timeout: 10_000 });
    await snapshotBoth('duplicates-possible');

    // Never merged by a person either: Remove waits, with the reason beside it.
    const apart = pairs.filter({ hasText: 'Not Relevant' }).first();
    expect(await apart.getByRole('button', { name: 'Remove duplicate' }).isDisabled()).toBe(true);
    expect(await apart.getByText(/^These citations are labeled differently: keep both/).isVisible()).toBe(true);
    await pairs.first().getByRole('button', { name: 'Not duplicates' }).click();
    await page.getByText(`Possible duplicates (${before - 1})`).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Previously Completed' }).waitFor();
    await page.getByText(`Possible duplicates (${before - 1})`).waitFor();
  });

  it('filters, orders and searches the removed list, and decides possible pairs by keyboard and in bulk', async () => {
    const id = await newProject('Bulk decisions');
    const db = t.orm.em.fork();
    const ids = async (like: string) =>
      (await db.execute('select id from citation where project_id = ? and title like ? order by id', [id, like])).map(
        (r) => r.id as number,
      );
    const exercise = await ids('Exercise%');
    await db.execute('update citation set is_relevant = true, iteration = 0 where id = ?', [exercise[0]]);
    await db.execute('update citation set is_relevant = false, iteration = 0 where id = ?', [exercise[1]]);

    await page.goto(`${baseUrl}/projects/${id}/duplicates`);
    await page.getByRole('button', { name: 'Detect and Remove Duplicates' }).click();
    await page.getByRole('heading', { name: 'Duplicate Removal Completed' }).waitFor();
    // Two more look-alike pairs for a person, as the matcher leaves them: the editorials and the two vitamin D papers.
    for (const [like, similarity] of [
      ['Editorial', 0.72],
      ['Vitamin D%', 0.88],
    ] as const) {
      const [a, b] = await ids(like);
      await db.execute(
        "insert into duplicate_record (project_id, kept_id, removed_id, reason, similarity_score, detection_method, status, created_at) values (?, ?, ?, 'identical title', ?, 'similar', 'possible', now())",
        [id, a, b, similarity],
      );
    }
    await page.reload();
    const possibleCount = async () =>
      Number(
        (await page.locator('.ant-card-head-title', { hasText: 'Possible duplicates' }).textContent())?.match(
          /\((\d+)\)/,
        )?.[1],
      );
    await expect.poll(possibleCount).toBeGreaterThanOrEqual(3);
    const start = await possibleCount();
    const pairs = page.getByRole('list', { name: 'Possible duplicates' }).getByRole('listitem');
    expect(await pairs.first().getByText('Match', { exact: false }).first().textContent()).toMatch(/^Match \d+% — /);
    expect(await page.getByText('Unknown', { exact: true }).count()).toBe(0);
    await page.locator('.ant-notification-notice').first().waitFor({ state: 'detached', timeout: 10_000 });
    await snapshotBoth('duplicates-review');
    // The label badges and the marks of a difference read at WCAG AA contrast (4.5:1).
    const contrasts = await contrastRatios(
      page,
      '.dedup-badge, .dedup-diff-mark, .dedup-side-id, .dedup-fact dt, .dedup-compare-summary',
    );
    expect(contrasts.filter((c) => c.text === 'Relevant' || c.text === 'Not Relevant')).toHaveLength(2);
    expect(contrasts.filter((c) => c.ratio < 4.5)).toEqual([]);

    // Keyboard: j moves down the pairs (most alike first) and stops at the last, the least alike; b keeps both.
    for (let n = 0; n < start; n++) await page.keyboard.press('j');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-entry-id'))).toBeTruthy();
    const chosen = await page.evaluate(() => document.activeElement?.getAttribute('data-entry-id'));
    expect(await pairs.last().getAttribute('data-entry-id')).toBe(chosen);
    await page.keyboard.press('b');
    await page.getByText(`Possible duplicates (${start - 1})`).waitFor();
    expect(await page.locator(`[data-entry-id="${chosen}"]`).count()).toBe(0);
    await page.getByText('Kept both citations', { exact: true }).first().waitFor();
    await page.keyboard.press('?');
    await page.getByRole('dialog').getByText('Select or unselect the chosen pair').waitFor();
    await page.keyboard.press('Escape');

    const removedBefore = Number(
      (await page.getByText(/^View Removed Duplicates \(\d+\)$/).textContent())!.match(/\d+/)![0],
    );
    // Bulk: selecting every pair, the one labelled differently refuses them all.
    await page.getByRole('checkbox', { name: /^Select all shown/ }).check();
    await page.getByRole('button', { name: /^Remove duplicates \(\d+\)/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await page
      .locator('.ant-notification-notice')
      .getByText(/labeled differently: keep both/)
      .first()
      .waitFor();
    await page.getByText(`Possible duplicates (${start - 1})`).waitFor();
    const conflict = pairs.filter({ hasText: 'Not Relevant' });
    await conflict.getByRole('checkbox').uncheck();
    const selected = await page.getByRole('checkbox', { name: /^Select pair/, checked: true }).count();
    await page.getByRole('button', { name: `Remove duplicates (${selected})` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText(`Possible duplicates (${start - 1 - selected})`).waitFor();

    // The removed list: by method, least similar first, searched.
    const removedTotal = removedBefore + selected;
    await page.getByText(`View Removed Duplicates (${removedTotal})`).click();
    const entries = page.getByRole('list', { name: 'Removed duplicates' }).getByRole('listitem');
    await expect.poll(() => entries.count()).toBe(removedTotal);
    // The list scrolls inside its box: the page ends with its footer, nothing of the list laid out below it.
    const ends = await page.evaluate(() => ({
      page: document.documentElement.scrollHeight,
      footer: document.querySelector('footer')!.getBoundingClientRect().bottom + window.scrollY,
    }));
    expect(ends.page).toBeLessThanOrEqual(Math.ceil(ends.footer) + 1);
    await page.getByText(/^By a person \(\d+\)$/).click();
    await expect.poll(() => entries.count()).toBe(selected);
    await page.getByText(/^All \(\d+\)$/).click();
    await page.getByRole('combobox', { name: 'Order of removed duplicates' }).click();
    await page.getByText('Lowest similarity first').click();
    await expect
      .poll(async () =>
        (await entries.first().locator('.dedup-fact dd').nth(1).textContent())?.startsWith('Match 100%'),
      )
      .toBe(false);
    await page.getByRole('searchbox', { name: 'Search removed duplicates' }).fill('jgs.15800');
    await page.keyboard.press('Enter');
    await expect.poll(() => entries.count()).toBe(1);
    // The two statins records differ only in how they are written (case, author and page format, DOI link, journal abbreviation).
    expect(await entries.first().getByText('The same in every compared field').isVisible()).toBe(true);
    expect(await entries.first().getByText('≠ Differs').count()).toBe(0);
    await snapshotBoth('duplicates-removed-filtered');
  });
});
