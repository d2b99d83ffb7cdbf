import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw/http';
import { afterEach, expect, test, vi } from 'vitest';
import { memberMessages } from '../../../src/shared/member.messages.ts';
import { messages } from '../../../src/shared/messages.ts';
import { resultsScreenMessages as text } from '../../../src/shared/results-screen.messages.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { fakeDownload, fakeResultsApi } from '../../helpers/msw-results.ts';
import { renderApp } from './render-app.tsx';

// The whole app mounts for each test; a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => vi.restoreAllMocks());

/** Catches what the browser would save: the file and the name it is saved under. */
function watchSaves() {
  const saved: { name: string; href: string; blob?: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:results-${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href, blob: blobs.get(this.href) });
  });
  return saved;
}

async function openResults() {
  fakeAuthApi({ signedIn: ada, overrides: fakeResultsApi().procedures });
  const app = renderApp('/projects/7/results');
  await screen.findAllByRole('article');
  return app;
}

test('Download fetches the ranked workbook and saves it as literature-review-results-{id}_desc.xlsx', async () => {
  const saved = watchSaves();
  const { requests } = fakeDownload();
  const { user } = await openResults();
  await user.click(screen.getByRole('button', { name: 'Download' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(requests.map((url) => `${url.pathname}${url.search}`)).toEqual(['/api/projects/7/download?sort_order=desc']);
  expect(saved[0]!.name).toBe('literature-review-results-7_desc.xlsx');
  expect(await saved[0]!.blob!.text()).toBe('xlsx bytes');
});

test('the order menu downloads the lowest scores first as literature-review-results-{id}_asc.xlsx', async () => {
  const saved = watchSaves();
  const { requests } = fakeDownload();
  const { user } = await openResults();
  await user.click(screen.getByRole('button', { name: 'Download order and format' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Excel, lowest score first' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(requests[0]!.searchParams.get('sort_order')).toBe('asc');
  expect(saved[0]!.name).toBe('literature-review-results-7_asc.xlsx');
});

test('the order menu is a menu button by keyboard: Enter opens it with the focus inside, Escape closes it back on the button', async () => {
  fakeDownload();
  const { user } = await openResults();
  const button = screen.getByRole('button', { name: 'Download order and format' });
  expect(button.getAttribute('aria-haspopup')).toBe('menu');
  expect(button.getAttribute('aria-expanded')).toBe('false');
  button.focus();
  await user.keyboard('{Enter}');
  await screen.findByRole('menuitem', { name: 'Excel, lowest score first' });
  expect(button.getAttribute('aria-expanded')).toBe('true');
  await waitFor(() => expect(document.activeElement?.closest('[role=menu]')).not.toBeNull());
  await user.keyboard('{Escape}');
  await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
  expect(document.activeElement).toBe(button);
});

test('the menu also saves the ranked list as CSV or RIS for reference managers', async () => {
  const saved = watchSaves();
  const { requests } = fakeDownload();
  const { user } = await openResults();
  for (const item of ['CSV, ranked with labels', 'RIS for reference managers']) {
    await user.click(screen.getByRole('button', { name: 'Download order and format' }));
    await user.click(await screen.findByRole('menuitem', { name: item }));
  }
  await waitFor(() => expect(saved).toHaveLength(2));
  expect(requests.map((url) => url.searchParams.get('format'))).toEqual(['csv', 'ris']);
  expect(saved.map((s) => s.name)).toEqual([
    'literature-review-results-7_desc.csv',
    'literature-review-results-7_desc.ris',
  ]);
});

test('a download the server refuses shows "Download failed" and saves nothing', async () => {
  const saved = watchSaves();
  fakeDownload(() => HttpResponse.json({ error: 'INTERNAL', message: 'boom' }, { status: 500 }));
  const { user } = await openResults();
  await user.click(screen.getByRole('button', { name: 'Download' }));
  expect(await screen.findByText(text.downloadFailed)).toBeTruthy();
  expect(screen.getByText(messages.serverError)).toBeTruthy();
  expect(saved).toHaveLength(0);
});

test('a download that gets no answer says the server could not be reached', async () => {
  watchSaves();
  fakeDownload(() => HttpResponse.error());
  const { user } = await openResults();
  await user.click(screen.getByRole('button', { name: 'Download' }));
  expect(await screen.findByText(text.downloadFailed)).toBeTruthy();
  expect(screen.getByText(messages.noResponse)).toBeTruthy();
});

test('a download refused for the role (a lead demoted while the page was open) gives the server’s reason', async () => {
  watchSaves();
  fakeDownload(() => HttpResponse.json({ error: 'FORBIDDEN', message: memberMessages.needsLead }, { status: 403 }));
  const { user } = await openResults();
  await user.click(screen.getByRole('button', { name: 'Download' }));
  expect(await screen.findByText(text.downloadFailed)).toBeTruthy();
  expect(screen.getByText(memberMessages.needsLead)).toBeTruthy();
  expect(screen.queryByText(messages.noPermission)).toBeNull();
});
