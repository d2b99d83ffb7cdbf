export type KeywordMark = 'include' | 'exclude';

export interface TextPart {
  text: string;
  mark?: KeywordMark;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The forms a word bends into (trial → trials, study → studies, randomise → randomising). */
function formsOf(word: string): string {
  const base = escape(word);
  if (word.endsWith('y')) return `${base.slice(0, -1)}(?:y|ies|ied|ying)`;
  if (word.endsWith('e')) return `${base.slice(0, -1)}(?:e|es|ed|ing)`;
  return `${base}(?:s|es|ed|ing)?`;
}

/** What the typed word may be a form of: "trials" → trial, "studies" → study, "randomised" → randomise. */
function baseWords(word: string): string[] {
  const bases = [word];
  const cut = (ending: string, ...replacements: string[]) => {
    if (word.length > ending.length + 2 && word.endsWith(ending)) bases.push(...replacements.map((r) => word.slice(0, -ending.length) + r));
  };
  cut('ies', 'y');
  cut('es', '', 'e');
  if (!word.endsWith('ss')) cut('s', '');
  cut('ied', 'y');
  cut('ed', '', 'e');
  cut('ing', '', 'e');
  return bases;
}

/**
 * The word as typed, in any of its forms and those of the word it may be a form of: the server matches
 * lemmas ("Trials" finds "trial"), and this is a close enough echo of it for a highlight.
 */
const wordForms = (word: string) => [...new Set(baseWords(word).map(formsOf))].join('|');

// Longer words first, so "heart failure" wins over "heart".
const alternatives = (words: string[]) => [...words].sort((a, b) => b.length - a.length).map(wordForms).join('|');

/** One expression for both lists, or null when there is nothing to mark. */
export function keywordMatcher(include: string[], exclude: string[]): RegExp | null {
  if (include.length + exclude.length === 0) return null;
  // An empty list still needs its group, so the group number tells which list matched; (?!) never matches.
  const groups = [include, exclude].map((words) => (words.length > 0 ? alternatives(words) : '(?!)'));
  // Whole words only: no letter or digit may touch the match on either side.
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:(${groups[0]})|(${groups[1]}))(?![\\p{L}\\p{N}])`, 'giu');
}

/** The text cut into plain parts and parts that hold an include or an exclude word. */
export function highlightParts(text: string, matcher: RegExp | null): TextPart[] {
  if (!matcher) return [{ text }];
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(matcher)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[0], mark: match[1] === undefined ? 'exclude' : 'include' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
