import { pressedShortcut } from '../../../../../lib/label-shortcuts.ts';

/** The screening view's keys, in the order its buttons and the shortcuts dialog show them. */
export const SCREENING_KEYS = [
  { key: 'r', action: 'relevant', description: 'Relevant, and on to the next record' },
  { key: 'i', action: 'irrelevant', description: 'Irrelevant, and on to the next record' },
  { key: 'm', action: 'maybe', description: 'Maybe: set it aside, out of training, decide it later' },
  { key: 'u', action: 'undo', description: 'Undo the last decision and show its record again' },
  { key: 'n', action: 'skip', description: 'Skip: show the next record, decide this one later' },
  { key: '?', action: 'help', description: 'Show these shortcuts' },
] as const;

export type ScreeningAction = (typeof SCREENING_KEYS)[number]['action'];

/** The screening action a key press asks for (R and r alike); none while typing or with Ctrl, Alt or Meta. */
export const screeningAction = (event: KeyboardEvent): ScreeningAction | undefined =>
  pressedShortcut(event, SCREENING_KEYS, { anyCase: true });
