/** The labelling page's keys, in the order the shortcuts dialog lists them. */
export const LABEL_SHORTCUTS = [
  { key: 'j', action: 'next', description: 'Next citation' },
  { key: 'k', action: 'previous', description: 'Previous citation' },
  { key: 'r', action: 'relevant', description: 'Label the chosen citation relevant' },
  { key: 'i', action: 'irrelevant', description: 'Label the chosen citation irrelevant' },
  { key: 'u', action: 'deselect', description: 'Remove its label (Deselect)' },
  { key: '?', action: 'help', description: 'Show these shortcuts' },
] as const;

// Letters typed into the search box, or any other field, are text rather than commands (a checkbox takes no text).
const TYPING_TARGETS =
  'input:not([type="checkbox"]):not([type="radio"]), textarea, select, [contenteditable=""], [contenteditable="true"]';

/**
 * The shortcut of `shortcuts` a key press asks for; none while typing or when a modifier turns it into
 * something else. With `anyCase`, a capital letter (Shift or Caps Lock) asks for the same as a small one.
 */
export function pressedShortcut<A extends string>(
  event: KeyboardEvent,
  shortcuts: ReadonlyArray<{ key: string; action: A }>,
  { anyCase = false } = {},
): A | undefined {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return undefined;
  if (event.target instanceof Element && event.target.closest(TYPING_TARGETS)) return undefined;
  const key = anyCase ? event.key.toLowerCase() : event.key;
  return shortcuts.find((shortcut) => shortcut.key === key)?.action;
}

/** The id of a citation's element on the page, for moving the keyboard focus to it. */
export const citationElementId = (citationId: number) => `citation-${citationId}`;
