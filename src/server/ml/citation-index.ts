import { exactHash } from './normalize-text.ts';
import { citationTokens } from './text/lemmatize.ts';

/** What is stored beside a citation's text to find exact duplicates and to match and rank its words. */
export interface CitationIndex {
  exactHash: string;
  /** Lemma tokens, space-separated; null until the background tokenising (ensureTokens) gets to them. */
  tokens: string | null;
  tokenCount: number | null;
  /** How many of the tokens are the title's (the first ones); null with the tokens. */
  titleTokenCount: number | null;
}

/** PostgreSQL text cannot hold U+0000; a NUL in an export is noise, never content. */
export const storable = (text: string) => text.replaceAll('\u0000', '');

/** The exact-duplicate hash alone: cheap enough for the main thread, which must not load the tokeniser. */
export function hashCitation(title: string, abstract: string): CitationIndex {
  return {
    exactHash: exactHash(storable(title), storable(abstract)),
    tokens: null,
    tokenCount: null,
    titleTokenCount: null,
  };
}

/** The index of a citation's title and abstract, as stored (NULs removed). */
export function indexCitation(title: string, abstract: string): CitationIndex {
  const [storedTitle, storedAbstract] = [storable(title), storable(abstract)];
  return { exactHash: exactHash(storedTitle, storedAbstract), ...citationTokens(storedTitle, storedAbstract) };
}
