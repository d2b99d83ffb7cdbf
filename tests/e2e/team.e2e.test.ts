import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberMessages } from '../../src/shared/member.messages.ts';
import { projectMessages } from '../../src/shared/messages.ts';
import { projectScreenMessages } from '../../src/shared/project-screen.messages.ts';
import { contrastRatios, launchBrowser, SHOTS, snapshot } from '../helpers/browser.ts';
import { multipart } from '../helpers/multipart.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

type Person = Awaited<ReturnType<typeof signUp>>;

describe('an owner sharing a project with a reviewer in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let baseUrl: string;
  let owner: Person, reviewer: Person;
  let ownerPage: Page, reviewerPage: Page;
  let projectId: number;
  const pageOf = async (person: Person) => {
    const [name, value] = person.cookie.split('=') as [string, string];
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name, value, url: baseUrl }]);
    return context.newPage();
  };
  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!, { webRoot: 'dist' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    owner = await signUp(t.app, { first_name: 'Olive', last_name: 'Owner' });
    reviewer = await signUp(t.app, { first_name: 'Rita', last_name: 'Reviewer' });
    const body = await multipart({ name: 'Statins in older adults' }, { files: ['labelling.csv'] });
    projectId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: { cookie: owner.cookie, ...body.headers },
        payload: body.payload,
      })
    ).json().project.id;
    [ownerPage, reviewerPage] = [await pageOf(owner), await pageOf(reviewer)];
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const members = () => ownerPage.getByRole('list', { name: 'Project members' });

  it('the owner adds the reviewer by e-mail from the keyboard on the project overview', async () => {
    await ownerPage.goto(`${baseUrl}/projects/${projectId}`);
    await members().getByText('Olive Owner').waitFor();
    await ownerPage.getByLabel('E-mail').fill(reviewer.email.toUpperCase());
    // The role stays Reviewer (the default); Enter in the e-mail field submits.
    await ownerPage.getByLabel('E-mail').press('Enter');
    await members().getByText('Rita Reviewer').waitFor();
    await ownerPage.getByRole('combobox', { name: 'Role of Rita Reviewer' }).waitFor();
    expect(
      await members().locator('.member-row', { hasText: 'Rita Reviewer' }).locator('.ant-select').textContent(),
    ).toBe('Reviewer');
    expect((await contrastRatios(ownerPage, '.member-remove, .member-email')).filter((c) => c.ratio < 4.5)).toEqual([]);
    await ownerPage.locator('.ant-notification-notice').first().waitFor({ state: 'detached', timeout: 10_000 });
    await snapshot(ownerPage, 'team-owner-members');
  });

  it("the reviewer finds it on their dashboard marked as shared, with the owner's name", async () => {
    await reviewerPage.goto(baseUrl);
    const card = reviewerPage.locator('.project-card', { hasText: 'Statins in older adults' });
    await card.waitFor();
    expect(await card.locator('.project-card-shared').textContent()).toContain(
      `${memberMessages.sharedBy('Olive Owner')} · Reviewer`,
    );
    expect(await card.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    expect((await contrastRatios(reviewerPage, '.project-card-shared')).filter((c) => c.ratio < 4.5)).toEqual([]);
    await snapshot(reviewerPage, 'team-reviewer-dashboard');
  });

  it('the reviewer sees the keywords and the duplicate step but cannot change them', async () => {
    await reviewerPage.goto(`${baseUrl}/projects/${projectId}/keywords`);
    await reviewerPage.getByText(memberMessages.reviewerCannotEditKeywords).waitFor();
    await reviewerPage.getByText('24 of 24 citations match').waitFor();
    expect(await reviewerPage.getByRole('textbox', { name: 'New keyword' }).isDisabled()).toBe(true);
    expect(await reviewerPage.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await reviewerPage.getByRole('button', { name: 'Exclude statin therapy' }).isDisabled()).toBe(true);
    await snapshot(reviewerPage, 'team-reviewer-keywords');
    await reviewerPage.goto(`${baseUrl}/projects/${projectId}/duplicates`);
    await reviewerPage.getByText(memberMessages.reviewerCannotDedup).waitFor();
    expect(await reviewerPage.getByRole('button', { name: 'Detect and Remove Duplicates' }).isDisabled()).toBe(true);
    await snapshot(reviewerPage, 'team-reviewer-duplicates');
  });

  it('the reviewer labels citations but has no way to train, and the server refuses it too', async () => {
    await reviewerPage.goto(`${baseUrl}/projects/${projectId}/citations`);
    await reviewerPage.getByRole('article').first().waitFor();
    await reviewerPage.keyboard.press('j');
    await reviewerPage.keyboard.press('r');
    await expect.poll(() => reviewerPage.locator('.label-counter-relevant').textContent()).toBe('Relevant 1/5–10');
    await reviewerPage.getByText(memberMessages.reviewerCannotTrain).waitFor();
    expect(await reviewerPage.getByRole('button', { name: 'Train Model' }).count()).toBe(0);
    expect((await contrastRatios(reviewerPage, '.role-note')).filter((c) => c.ratio < 4.5)).toEqual([]);
    await snapshot(reviewerPage, 'team-reviewer-labelling');
    const train = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/train`,
      headers: { cookie: reviewer.cookie },
    });
    expect([train.statusCode, train.json().message]).toEqual([403, memberMessages.needsLead]);
    // The owner sees the reviewer's label.
    const counts = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/citations/filter?page=1`,
      headers: { cookie: owner.cookie },
    });
    expect(counts.json().label_counts.relevant).toBe(1);
  });

  it("the owner sees the PRISMA 2020 diagram with the reviewer's label counted, and downloads it as SVG and PNG", async () => {
    await ownerPage.reload();
    const diagram = ownerPage.getByRole('img', { name: 'PRISMA 2020 flow diagram: Statins in older adults' });
    await diagram.locator('text', { hasText: 'Records screened (n = 1)' }).waitFor();
    expect(await diagram.locator('text', { hasText: 'labelling.csv (n = 24)' }).count()).toBe(1);
    await snapshot(ownerPage, 'team-owner-prisma');
    for (const format of ['SVG', 'PNG'] as const) {
      const [download] = await Promise.all([
        ownerPage.waitForEvent('download'),
        ownerPage.getByRole('button', { name: `Download ${format}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`prisma-${projectId}.${format.toLowerCase()}`);
      const path = join(SHOTS, `team-prisma-download.${format.toLowerCase()}`);
      await download.saveAs(path);
      const bytes = readFileSync(path);
      if (format === 'SVG') expect(bytes.toString()).toContain('Records included (n = 1)');
      else expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    }
  });

  it('the owner removes the reviewer, whose open page loses the project at their next click', async () => {
    await members().getByRole('button', { name: 'Remove Rita Reviewer' }).click();
    await ownerPage.getByRole('button', { name: 'Remove', exact: true }).click();
    await members().getByText('Rita Reviewer').waitFor({ state: 'detached' });

    // Still on the labelling page the reviewer had open: the next label is refused and the page says why.
    await reviewerPage.keyboard.press('j');
    await reviewerPage.keyboard.press('i');
    await reviewerPage.getByText(projectScreenMessages.noAccessTitle).waitFor();
    await reviewerPage.getByText(projectMessages.forbidden).first().waitFor();
    await snapshot(reviewerPage, 'team-reviewer-removed');
    await reviewerPage.goto(baseUrl);
    await reviewerPage.getByText(projectScreenMessages.noProjects).waitFor();
    expect(await reviewerPage.locator('.project-card').count()).toBe(0);
  });
});
