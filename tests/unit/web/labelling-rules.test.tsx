import { describe, expect, test } from 'vitest';
import { keywordMessages } from '../../../src/shared/messages.ts';
import { pagerItems } from '../../../src/web/lib/citation-pager.ts';
import { previewOf } from '../../../src/web/lib/citation-text.ts';
import { highlightParts } from '../../../src/web/lib/keyword-highlight.ts';
import { addWord, moveWord, setFrequency } from '../../../src/web/routes/_app/projects/$id/-keywords/keyword-lists.ts';
import { applyLabel, buttonBlock, shortcutBlock } from '../../../src/web/lib/label-rules.ts';
import { fakeCitation } from '../../helpers/msw-labelling.ts';

describe('the pager window', () => {
  test.each([
    [1, 1, [1]],
    [1, 20, [1, 2, 3, 'gap-after', 20]],
    [3, 20, [1, 2, 3, 4, 5, 'gap-after', 20]],
    [4, 20, [1, 2, 3, 4, 5, 6, 'gap-after', 20]],
    [7, 20, [1, 'gap-before', 5, 6, 7, 8, 9, 'gap-after', 20]],
    [20, 20, [1, 'gap-before', 18, 19, 20]],
    [3, 5, [1, 2, 3, 4, 5]],
  ])('page %i of %i shows %j', (current, count, items) => {
    expect(pagerItems(current, count)).toEqual(items);
  });
});

describe('keyword marks', () => {
  const parts = (text: string, marks: Array<[number, number, 'include' | 'exclude']>, shown?: number) =>
    highlightParts(text, marks, shown).map((p) => (p.mark ? `${p.mark}:${p.text}` : p.text));

  test('the text is cut at the marks the server sent, plain parts kept', () => {
    expect(
      parts('Statins in mice', [
        [0, 7, 'include'],
        [11, 15, 'exclude'],
      ]),
    ).toEqual(['include:Statins', ' in ', 'exclude:mice']);
  });

  test('a preview shows the marks within it, and a mark running past its end up to the end', () => {
    expect(
      parts(
        'Heart failure in older adults',
        [
          [0, 13, 'include'],
          [17, 29, 'include'],
        ],
        20,
      ),
    ).toEqual(['include:Heart failure', ' in ', 'include:old']);
  });

  test('without marks the text is one plain part', () => {
    expect(highlightParts('Plain (text) [here]')).toEqual([{ text: 'Plain (text) [here]' }]);
  });
});

describe('the keyword lists', () => {
  const lists = { include: ['statin'], exclude: [{ word: 'mouse', frequency: 3 }] };

  test('a typed word is normalised, and refused when either list has it', () => {
    expect(addWord(lists, '  Heart  Failure ', 'include')).toEqual({
      ok: true,
      lists: { ...lists, include: ['statin', 'heart failure'] },
    });
    expect(addWord(lists, 'MOUSE', 'include')).toEqual({ ok: false, reason: 'duplicate' });
    expect(addWord(lists, '   ', 'exclude')).toEqual({ ok: false, reason: 'empty' });
  });

  test('moving a word takes it out of the other list; an exclude word starts at frequency 1', () => {
    expect(moveWord(lists, 'statin', 'exclude')).toEqual({
      include: [],
      exclude: [
        { word: 'mouse', frequency: 3 },
        { word: 'statin', frequency: 1 },
      ],
    });
    expect(moveWord(lists, 'mouse', 'include')).toEqual({ include: ['statin', 'mouse'], exclude: [] });
  });

  test('a frequency is a whole number of at least 1, and an emptied field changes nothing', () => {
    expect(setFrequency(lists, 'mouse', 0).exclude).toEqual([{ word: 'mouse', frequency: 1 }]);
    expect(setFrequency(lists, 'mouse', 2.7).exclude).toEqual([{ word: 'mouse', frequency: 2 }]);
    expect(setFrequency(lists, 'mouse', null)).toBe(lists);
  });
});

describe('labels', () => {
  const page = (
    citations = [
      fakeCitation(1),
      fakeCitation(2, { is_relevant: true, iteration: 1 }),
      fakeCitation(3, { is_relevant: false, iteration: 0 }),
    ],
  ) => ({
    citations,
    total_before_filtering: 3,
    total_after_filtering: 3,
    filtered_by_keywords: false,
    sort_order: 'desc' as const,
    sort_available: true,
    label_counts: { relevant: 1, irrelevant: 0, iteration: 1 },
  });

  test('switching and clearing a label moves the counters of this iteration', () => {
    const switched = applyLabel(page(), 2, false);
    expect(switched.label_counts).toEqual({ relevant: 0, irrelevant: 1, iteration: 1 });
    expect(switched.citations[1]).toMatchObject({ is_relevant: false, iteration: 1 });
    const cleared = applyLabel(page(), 2, null);
    expect(cleared.label_counts).toEqual({ relevant: 0, irrelevant: 0, iteration: 1 });
    expect(cleared.citations[1]).toMatchObject({ is_relevant: null, iteration: null });
    expect(applyLabel(page(), 1, true).label_counts).toEqual({ relevant: 2, irrelevant: 0, iteration: 1 });
  });

  test('a label from an earlier iteration is locked, and asking for the label a citation has is "Already labeled"', () => {
    const [fresh, current, earlier] = page().citations;
    const counts = page().label_counts;
    expect(buttonBlock(earlier!, true, counts)).toBe(keywordMessages.locked);
    expect(shortcutBlock(current!, true, counts)).toBe('Already labeled');
    expect(shortcutBlock(fresh!, null, counts)).toBe('Not labeled');
    expect(buttonBlock(fresh!, true, { ...counts, relevant: 10 })).toMatch(/^Maximum reached/);
    expect(buttonBlock(current!, true, { ...counts, relevant: 10 })).toBeUndefined();
  });
});

test('an abstract preview ends on a whole word within 300 characters', () => {
  const text = 'word '.repeat(100);
  const preview = previewOf(text)!;
  expect(preview.length).toBeLessThanOrEqual(300);
  expect(preview.endsWith('word')).toBe(true);
  expect(previewOf('short')).toBeUndefined();
});
