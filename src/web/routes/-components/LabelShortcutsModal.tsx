import { Modal } from 'antd';
import { LABEL_SHORTCUTS } from '../../lib/label-shortcuts.ts';

/** The keyboard shortcuts of the labelling page, opened with "?" or its button. */
export function LabelShortcutsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal title="Keyboard shortcuts" open={open} onCancel={onClose} footer={null} width={420}>
      <dl className="shortcut-list">
        {LABEL_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.key} className="shortcut-row">
            <dt>
              <kbd>{shortcut.key}</kbd>
            </dt>
            <dd>{shortcut.description}</dd>
          </div>
        ))}
      </dl>
      <p className="shortcut-note">Shortcuts do nothing while you type in the search box.</p>
    </Modal>
  );
}
