import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { DuplicateCompare } from '../../../src/web/routes/_app/projects/$id/-duplicates/DuplicateCompare.tsx';
import { fakeBrief } from '../../helpers/msw-dedup.ts';

const side = (label: string, id: number, title: string) => ({
  label,
  citation: fakeBrief(id, { title, abstract: 'One abstract.' }),
});

test('a pair the same but for case and a full stop says so, instead of calling the two identical', () => {
  render(
    <DuplicateCompare
      kept={side('Kept', 1, 'Statins and dementia: a cohort.')}
      leaving={side('Removed', 2, 'STATINS AND DEMENTIA: A COHORT')}
    />,
  );
  expect(
    screen.getByText('The same in every compared field, written differently (case, punctuation, abbreviations): title'),
  ).toBeTruthy();
});

test('a pair alike letter for letter is simply without differences', () => {
  render(<DuplicateCompare kept={side('Kept', 1, 'Statins')} leaving={side('Removed', 2, 'Statins')} />);
  expect(screen.getByText('The same in every compared field')).toBeTruthy();
});
