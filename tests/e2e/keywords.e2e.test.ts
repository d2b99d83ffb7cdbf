import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signedInPage, snapshot } from '../helpers/browser.ts';
import { multipart } from '../helpers/multipart.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

/** Animal studies and trials, some spelt the British way, some the American way. */
const csv = [
  'title,abstract',
  '"Statins in rats: a randomised trial","Survival rates were rated higher in rats than in the control rat."',
  '"Statin doses and heart rates","A randomized trial of heart rates in older adults."',
  '"Exercise in older adults","Survival rates improved; no animals were studied."',
  '"Diet and blood lipids","An observational cohort of diet in older adults."',
  '"Statin safety in mice","Mice received statins for ten weeks."',
  '"Randomisation methods in trials","Trials were randomized by computer."',
].join('\n');

describe('keywords in the browser: what they mark and what they hide', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let baseUrl: string;
  let projectId: number;
  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!, { webRoot: 'dist' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    const { cookie } = await signUp(t.app, { first_name: 'Gene', last_name: 'Glass' });
    const body = await multipart({ name: 'Statins and rats' }, { files: [{ name: 'rats.csv', data: csv }] });
    projectId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: { cookie, ...body.headers },
        payload: body.payload,
      })
    ).json().project.id;
    page = await signedInPage(browser, baseUrl, cookie);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const marks = (kind: 'include' | 'exclude') => page.locator(`mark.is-${kind}`).allTextContents();

  it('marks "rat" in rats and rat, never in rates or rated, and "randomized" in randomised', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/keywords`,
      headers: { cookie: await cookieOf(page) },
      payload: { include: ['randomized', 'statin'], exclude: [{ word: 'rat', frequency: 5 }] },
    });
    await page.goto(`${baseUrl}/projects/${projectId}/citations`);
    await page.getByRole('article').first().waitFor();
    await page.locator('mark').first().waitFor();
    const excluded = await marks('exclude');
    expect(excluded.length).toBeGreaterThan(0);
    expect(excluded.every((m) => /^rats?$/i.test(m))).toBe(true);
    const included = (await marks('include')).map((m) => m.toLowerCase());
    expect(included).toEqual(expect.arrayContaining(['randomised', 'randomized', 'statins']));
    await snapshot(page, 'keywords-marks');
  });

  it('says how many citations the keywords hide and lets the user screen them', async () => {
    const notice = page.getByRole('region', { name: 'Keyword filter' });
    // "rat" excludes a citation only where it occurs five times or more.
    await notice.getByText(/Your keywords hide 2 of 6 citations/).waitFor();
    await notice.getByText('Hidden by keywords (2)').click();
    await page.getByRole('article', { name: 'Exercise in older adults' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(2);
    await snapshot(page, 'keywords-hidden-view');
    await page
      .getByRole('article', { name: 'Diet and blood lipids' })
      .getByRole('button', { name: 'Irrelevant', exact: true })
      .click();
    await page.locator('.label-counter-irrelevant', { hasText: '1' }).waitFor();
    await notice.getByText('Matching keywords (5)').click();
    await page.getByRole('article', { name: 'Diet and blood lipids' }).waitFor();
  });

  it('warns before saving keywords that would hide citations like one labeled relevant', async () => {
    await page
      .getByRole('article', { name: 'Statins in rats: a randomised trial' })
      .getByRole('button', { name: 'Relevant', exact: true })
      .click();
    await page.locator('.label-counter-relevant', { hasText: '1' }).waitFor();
    await page.goto(`${baseUrl}/projects/${projectId}/keywords`);
    // Excluding every citation that names rats at all would turn away the one labelled relevant.
    const frequency = page.getByRole('spinbutton', { name: 'Times rat must occur to exclude a citation' });
    await frequency.fill('1');
    await frequency.press('Tab');
    await page
      .getByText('1 of the 1 citation you labeled relevant does not match these keywords', { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'These keywords hide citations like ones you labeled relevant' });
    await dialog.waitFor();
    await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter'));
    await snapshot(page, 'keywords-save-warning');
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    const [rat] = await t.orm.em
      .fork()
      .execute("select frequency from keyword where project_id = ? and word = 'rat'", [projectId]);
    expect(rat).toEqual({ frequency: 5 });
  });
});

async function cookieOf(page: Page): Promise<string> {
  const [cookie] = await page.context().cookies();
  return `${cookie!.name}=${cookie!.value}`;
}
