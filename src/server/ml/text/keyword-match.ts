import { normalizeKeyword } from '../../../shared/keyword.schema.ts';
import { lemmaTokens } from './lemmatize.ts';

/**
 * The form a keyword takes in the lemma index: "Trials" → "trial", "heart failures" → "heart failure".
 * A word that is all stop words keeps its own spelling.
 */
export function keywordLemma(word: string): string {
  const lemmas = lemmaTokens(word);
  return lemmas.length ? lemmas.join(' ') : normalizeKeyword(word);
}

/** A PostgreSQL regular expression matching the lemma as whole words in the token column. */
export function wholeWordPattern(lemma: string): string {
  return `\\m${lemma.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}\\M`;
}
