import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { fakeContinuousScreening } from '../../helpers/msw-screening.ts';
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
