import type { CitationOutput } from '../../shared/citation.schema.ts';
import { labellingScreenMessages as text } from '../../shared/labelling-screen.messages.ts';
import { citationElementId, LABEL_SHORTCUTS } from '../lib/label-shortcuts.ts';
import type { Label } from '../lib/label-rules.ts';
import { useListShortcuts } from './use-list-shortcuts.ts';

interface ShortcutOptions {
  /** The citations on screen, in order. */
  citations: CitationOutput[];
  /** Off while a dialog is open, so keys pressed there do not act on the list behind it. */
  enabled: boolean;
  onLabel: (citation: CitationOutput, label: Label) => void;
  onHelp: () => void;
  /** j past the last citation or k before the first: turn the page, true when there is one that way. */
  onPastEnd?: (direction: 'next' | 'previous') => boolean;
}

/**
 * j/k choose a citation, r/i/u label the chosen one, ? asks for help. The chosen citation is also the
 * one the user last clicked or tabbed into, through `choose`.
 */
export function useLabelShortcuts({ citations, enabled, onLabel, onHelp, onPastEnd }: ShortcutOptions) {
  return useListShortcuts({
    items: citations,
    idOf: (citation) => citation.id,
    elementId: citationElementId,
    shortcuts: LABEL_SHORTCUTS,
    enabled,
    onItem: (citation, action) => onLabel(citation, action === 'deselect' ? null : action === 'relevant'),
    onHelp,
    chooseFirst: text.chooseCitationFirst,
    onPastEnd,
  });
}
