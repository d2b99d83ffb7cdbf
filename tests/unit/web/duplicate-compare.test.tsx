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

test('a reply beside the article it answers is marked as differing in type; two names of one kind are not', () => {
  const typed = (label: string, id: number, publication_type: string) => ({
    label,
    citation: fakeBrief(id, { title: 'Omalizumab in adolescents', abstract: 'One abstract.', publication_type }),
  });
  const { unmount } = render(
    <DuplicateCompare
      kept={typed('Would keep', 1, 'Journal Article')}
      leaving={typed('Would remove', 2, 'Comment; Letter')}
    />,
  );
  expect(screen.getByText('Differs in: type')).toBeTruthy();
  expect(screen.getByText('Comment; Letter')).toBeTruthy();
  unmount();
  render(<DuplicateCompare kept={typed('Kept', 1, 'Journal Article')} leaving={typed('Removed', 2, 'Article')} />);
  expect(
    screen.getByText('The same in every compared field, written differently (case, punctuation, abbreviations): type'),
  ).toBeTruthy();
});
