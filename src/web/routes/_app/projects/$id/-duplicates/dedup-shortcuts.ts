/** The possible-duplicates list's keys, in the order the shortcuts dialog lists them. */
export const DEDUP_SHORTCUTS = [
  { key: 'j', action: 'next', description: 'Next pair' },
  { key: 'k', action: 'previous', description: 'Previous pair' },
  { key: 'x', action: 'select', description: 'Select or unselect the chosen pair' },
  { key: 'r', action: 'remove', description: 'Remove duplicate: keep one copy of the chosen pair' },
  { key: 'b', action: 'dismiss', description: 'Keep both: the chosen pair are different publications' },
  { key: 'e', action: 'expand', description: 'Show or hide the full abstracts of the chosen pair' },
  { key: '?', action: 'help', description: 'Show these shortcuts' },
] as const;

export type DedupShortcut = (typeof DEDUP_SHORTCUTS)[number]['action'];

/** The id of a possible pair's element on the page, for moving the keyboard focus to it. */
export const pairElementId = (recordId: number) => `pair-${recordId}`;
