import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { fakeCitations, fakeLabellingApi } from '../../helpers/msw-labelling.ts';
import { renderApp } from './render-app.tsx';

// Every card draws its title and abstract through CitationHighlight, so its calls say which cards rendered.
const drawn = vi.hoisted(() => [] as string[]);
vi.mock('../../../src/web/components/CitationHighlight.tsx', async (original) => {
  const real = await original<typeof import('../../../src/web/components/CitationHighlight.tsx')>();
  return {
    CitationHighlight: (props: Parameters<typeof real.CitationHighlight>[0]) => {
      drawn.push(props.text);
      return real.CitationHighlight(props);
    },
  };
});

test('labeling one of the 15 citations on a page re-renders that card only, not the other 14', async () => {
  const api = fakeLabellingApi({ citations: fakeCitations(40) });
  const { calls } = fakeAuthApi({ signedIn: ada, overrides: api.procedures });
  const { user } = renderApp('/projects/7/citations');
  expect(await screen.findAllByRole('article')).toHaveLength(15);
  const card = within(screen.getByRole('article', { name: 'Citation 2' }));
  await waitFor(() => expect(document.querySelector('.label-counter-relevant')).toBeTruthy());

  drawn.length = 0;
  await user.click(card.getByRole('button', { name: 'Relevant' }));
  expect(card.getByRole('button', { name: 'Relevant' }).getAttribute('aria-pressed')).toBe('true');
  // The list is fetched again after the label; the cards that did not change keep their render.
  await waitFor(() => expect(calls.filter((c) => c.path === 'citations.filter').length).toBeGreaterThanOrEqual(2));
  await waitFor(() => expect(screen.getByRole('article', { name: 'Citation 2' }).getAttribute('aria-busy')).toBeNull());
  const titles = new Set(drawn.filter((text) => text.startsWith('Citation ')));
  expect([...titles]).toEqual(['Citation 2']);
});
