import { describe, expect, it } from 'vitest';
import { exclusionReasonsInput, reviewInput, tidyTags } from '../../../src/shared/review.schema.ts';

describe('tags and reasons as reviewers type them', () => {
  it('keeps each tag once, tidied, in its first spelling', () => {
    expect(tidyTags(['  Elderly  people', 'elderly people', '', 'RCT', 'rct ', 'dose'])).toEqual([
      'Elderly people',
      'RCT',
      'dose',
    ]);
  });

  it('refuses notes, tags and reason lists over their limits', () => {
    expect(reviewInput.safeParse({ note: 'x'.repeat(2000) }).success).toBe(true);
    expect(reviewInput.safeParse({ note: 'x'.repeat(2001) }).success).toBe(false);
    expect(reviewInput.safeParse({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }).success).toBe(false);
    expect(reviewInput.safeParse({ tags: ['x'.repeat(41)] }).success).toBe(false);
    expect(reviewInput.safeParse({ decision: true }).success).toBe(false);
    expect(exclusionReasonsInput.safeParse({ reasons: ['   '] }).success).toBe(false);
    expect(exclusionReasonsInput.parse({ reasons: ['  wrong   dose '] }).reasons).toEqual(['wrong dose']);
  });
});
