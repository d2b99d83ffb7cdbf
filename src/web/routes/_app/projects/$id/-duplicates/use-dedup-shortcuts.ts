import type { PossibleDuplicateOut } from '../../../../../../shared/dedup.schema.ts';
import { dedupScreenMessages as text } from '../../../../../../shared/dedup-screen.messages.ts';
import { DEDUP_SHORTCUTS, pairElementId, type DedupShortcut } from './dedup-shortcuts.ts';
import { useListShortcuts } from '../../../../../hooks/use-list-shortcuts.ts';

interface ShortcutOptions {
  /** The pairs on screen, in order. */
  pairs: PossibleDuplicateOut[];
  /** Off while a dialog is open or a decision is being sent. */
  enabled: boolean;
  onPair: (pair: PossibleDuplicateOut, action: Exclude<DedupShortcut, 'next' | 'previous' | 'help'>) => void;
  onHelp: () => void;
}

/** j/k choose a pair, x selects it, r/b decide it, e unfolds its abstracts, ? asks for help. */
export function useDedupShortcuts({ pairs, enabled, onPair, onHelp }: ShortcutOptions) {
  return useListShortcuts({
    items: pairs,
    idOf: (pair) => pair.record_id,
    elementId: pairElementId,
    shortcuts: DEDUP_SHORTCUTS,
    enabled,
    onItem: onPair,
    onHelp,
    chooseFirst: text.chooseFirst,
  });
}
