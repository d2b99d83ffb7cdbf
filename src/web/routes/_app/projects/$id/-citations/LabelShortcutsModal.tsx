import { ShortcutsModal } from '../../../../../components/ShortcutsModal.tsx';
import { LABEL_SHORTCUTS } from '../../../../../lib/label-shortcuts.ts';

/** The keyboard shortcuts of the labelling page, opened with "?" or its button. */
export function LabelShortcutsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ShortcutsModal
      shortcuts={LABEL_SHORTCUTS}
      note="Shortcuts do nothing while you type in the search box."
      open={open}
      onClose={onClose}
    />
  );
}
