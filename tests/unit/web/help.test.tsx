import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { stoppingCitation } from '../../../src/shared/help.messages.ts';
import { pageTitles } from '../../../src/shared/page.messages.ts';
import { documentTitle } from '../../../src/web/lib/document-title.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { renderApp } from './render-app.tsx';

test('Help is public, named in the browser tab, and lists its sections, each a linkable heading', async () => {
  fakeAuthApi();
  renderApp('/help');
  expect(await screen.findByRole('heading', { name: 'Help', level: 1 })).toBeTruthy();
  await waitFor(() => expect(document.title).toBe(documentTitle(pageTitles.help)));
  const contents = within(screen.getByRole('navigation', { name: 'On this page' }));
  for (const [name, id] of [
    ['The steps of a review', 'steps'],
    ['3. Choose keywords', 'keywords'],
    ['Why 5 to 10 labels of each kind', 'labels-per-class'],
    ['What an iteration is', 'iterations'],
    ['How to read the scores', 'scores'],
    ['The two screening modes', 'screening-modes'],
    ['The stopping test (continuous mode)', 'stopping-test'],
    ['"Still to find" (iteration mode)', 'still-to-find'],
  ]) {
    expect(contents.getByRole('link', { name }).getAttribute('href')).toBe(`#${id}`);
    expect(screen.getByRole('heading', { name }).id).toBe(id);
  }
});

test('the stopping test section states its assumption and how to cite the method', async () => {
  fakeAuthApi();
  renderApp('/help');
  const section = within(
    (await screen.findByRole('heading', { name: 'The stopping test (continuous mode)' })).closest(
      'section',
    ) as HTMLElement,
  );
  expect(section.getByText(/conservative only if your screening order is not worse than random/)).toBeTruthy();
  expect(section.getByText(/target recall is the share of all relevant records/)).toBeTruthy();
  expect(section.getByText(stoppingCitation.text, { exact: false })).toBeTruthy();
  expect(section.getByRole('link', { name: stoppingCitation.doi }).getAttribute('href')).toBe(stoppingCitation.doi);
});

test('the header links to Help', async () => {
  fakeAuthApi({ signedIn: ada });
  renderApp('/');
  const header = within(await screen.findByRole('banner'));
  expect(header.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help');
});
