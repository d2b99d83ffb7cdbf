import { screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { fakeCitation, fakeCitations } from '../../helpers/msw-labelling.ts';
import { fakeContinuousScreening, nextOf } from '../../helpers/msw-screening.ts';
import { renderApp } from './render-app.tsx';

vi.setConfig({ testTimeout: 15_000 });

/** The screening view of a continuous project where /next has nothing left to serve, `maybe` records set aside. */
function openScreening(maybe: number) {
  fakeContinuousScreening(null, {
    total: 5,
    screened: 5 - maybe,
    relevant: 2,
    irrelevant: 3 - maybe,
    remaining: maybe,
    unlabelled: 0,
    maybe,
  });
  return renderApp('/projects/7/screen');
}

test('at the end of the queue, records set aside as Maybe are named, with the way to decide them', async () => {
  openScreening(2);
  await screen.findByText(
    'Every other record is screened; 2 are set aside as Maybe and still need a decision (they do not count as screened).',
  );
  expect(screen.queryByText('Every record is screened.')).toBeNull();
  const link = screen.getByRole('link', { name: 'Decide the 2 Maybe records' });
  expect(link.getAttribute('href')).toBe('/projects/7/citations?decision=maybe');
});

test('with none set aside, the end of the queue says every record is screened', async () => {
  openScreening(0);
  await screen.findByText('Every record is screened.');
  expect(screen.queryByRole('link', { name: /Maybe/ })).toBeNull();
});

test('deciding the last record puts the focus on what the page now says, not on the top of the document', async () => {
  const [last] = fakeCitations(1);
  const decided = new Set<number>();
  fakeContinuousScreening(
    null,
    {},
    {
      'screening.next': nextOf([last!], decided),
      'citations.setLabel': (input) => {
        const { citationId, is_relevant } = input as { citationId: number; is_relevant: boolean };
        decided.add(citationId);
        return { ...last!, is_relevant, iteration: null };
      },
    },
  );
  const { user } = renderApp('/projects/7/screen');
  await screen.findByRole('heading', { name: last!.title });
  await user.keyboard('i');
  const done = await screen.findByText('Every record is screened.');
  await waitFor(() =>
    expect(document.activeElement !== document.body && document.activeElement?.contains(done)).toBe(true),
  );
});

test('"Left" says how many of the records left the keywords hide, as the lists do', async () => {
  const citation = fakeCitation(41, { title: 'Statins and memory in older adults' });
  fakeContinuousScreening(
    citation,
    { total: 12, screened: 2, relevant: 1, irrelevant: 1, remaining: 10, unlabelled: 9, maybe: 1 },
    // The project's count of unlabelled records the keyword lists hide, as the list answers it.
    {
      'citations.filter': () => ({
        citations: [],
        total_before_filtering: 12,
        total_after_filtering: 0,
        filtered_by_keywords: true,
        hidden_by_keywords: 3,
        project_hidden_by_keywords: 3,
        sort_order: 'desc',
        sort_available: true,
        page: 1,
        page_size: 1,
        label_counts: { relevant: 1, irrelevant: 1, iteration: 1 },
        screening_mode: 'continuous',
      }),
    },
  );
  renderApp('/projects/7/screen');
  await screen.findByText('Statins and memory in older adults');
  expect((await screen.findByText('(1 Maybe, 3 hidden by keywords)')).closest('.screening-count')?.textContent).toBe(
    'Left 10 (1 Maybe, 3 hidden by keywords)',
  );
});
