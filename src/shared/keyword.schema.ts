import { z } from 'zod';

/** Words are trimmed and lower-cased; empty ones are dropped. */
export const normalizeKeyword = (word: string) => word.trim().toLowerCase().replace(/\s+/g, ' ');

/** A keyword is stored in at most 200 characters. */
const keywordWord = z.string().max(200, 'A keyword may have at most 200 characters.');
const excludeItem = z.union([keywordWord, z.object({ word: keywordWord, frequency: z.number().optional() })]);

export const keywordsInput = z.object({
  include: z.array(keywordWord).max(500).default([]),
  exclude: z.array(excludeItem).max(500).default([]),
});
export type KeywordsInput = z.input<typeof keywordsInput>;

export const suggestedKeyword = z.object({
  word: z.string(),
  score: z.number().int(),
  frequency: z.number().int(),
  /** Set once labels exist: the term is typical of relevant or of irrelevant citations. */
  separates: z.enum(['relevant', 'irrelevant']).optional(),
});
export type SuggestedKeyword = z.infer<typeof suggestedKeyword>;

export const excludeKeyword = z.object({ word: z.string(), frequency: z.number().int().min(1) });

export const keywordsResponse = z.object({
  suggested_keywords: z.array(suggestedKeyword),
  selected_keywords: z.object({ include: z.array(z.string()), exclude: z.array(excludeKeyword) }),
});
export type KeywordsResponse = z.infer<typeof keywordsResponse>;

/**
 * How many citations the labelling view shows with a pair of lists, of how many active citations; how
 * many unlabelled ones the lists hide; and how many citations labelled relevant the lists would not let
 * through (a sign they hide relevant ones among the unlabelled).
 */
export const keywordMatchCount = z.object({
  matching: z.number().int(),
  total: z.number().int(),
  hidden: z.number().int(),
  relevant: z.number().int(),
  relevant_unmatched: z.number().int(),
});
export type KeywordMatchCount = z.infer<typeof keywordMatchCount>;
