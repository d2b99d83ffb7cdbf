import { normalizeKeyword } from '../../../../../../shared/keyword.schema.ts';

export interface ExcludeWord {
  word: string;
  frequency: number;
}

/** The include and exclude lists being edited, always normalised and without a word twice. */
export interface KeywordLists {
  include: string[];
  exclude: ExcludeWord[];
}

export type KeywordList = keyof KeywordLists;

export type AddResult = { ok: true; lists: KeywordLists } | { ok: false; reason: 'empty' | 'duplicate' };

/** An exclude word hides a citation from one occurrence on, unless the user asks for more. */
const DEFAULT_FREQUENCY = 1;

/** Which list holds the word, if any. */
export function listOf(lists: KeywordLists, word: string): KeywordList | undefined {
  if (lists.include.includes(word)) return 'include';
  if (lists.exclude.some((item) => item.word === word)) return 'exclude';
  return undefined;
}

export function removeWord(lists: KeywordLists, word: string): KeywordLists {
  return {
    include: lists.include.filter((w) => w !== word),
    exclude: lists.exclude.filter((item) => item.word !== word),
  };
}

/** Puts the word in one list and takes it out of the other: a word is in include, in exclude, or in neither. */
export function moveWord(lists: KeywordLists, word: string, list: KeywordList): KeywordLists {
  if (listOf(lists, word) === list) return lists;
  const rest = removeWord(lists, word);
  return list === 'include'
    ? { ...rest, include: [...rest.include, word] }
    : { ...rest, exclude: [...rest.exclude, { word, frequency: DEFAULT_FREQUENCY }] };
}

/** A typed word, normalised as the server does; one already in either list is refused. */
export function addWord(lists: KeywordLists, typed: string, list: KeywordList): AddResult {
  const word = normalizeKeyword(typed);
  if (!word) return { ok: false, reason: 'empty' };
  if (listOf(lists, word)) return { ok: false, reason: 'duplicate' };
  return { ok: true, lists: moveWord(lists, word, list) };
}

/**
 * The frequency is a whole number of at least 1; anything lower counts as 1. An emptied
 * field changes nothing, so the number in force stays until another is typed.
 */
export function setFrequency(lists: KeywordLists, word: string, value: number | null): KeywordLists {
  if (value === null) return lists;
  const frequency = Math.max(DEFAULT_FREQUENCY, Math.floor(value));
  return { ...lists, exclude: lists.exclude.map((item) => (item.word === word ? { word, frequency } : item)) };
}

export function sameLists(a: KeywordLists, b: KeywordLists): boolean {
  const key = (lists: KeywordLists) =>
    JSON.stringify([lists.include, lists.exclude.map((item) => [item.word, item.frequency])]);
  return key(a) === key(b);
}
