import { Modal } from 'antd';

export interface ShortcutHelp {
  key: string;
  description: string;
}

/** A page's keyboard shortcuts, opened with "?" or the page's shortcuts button. */
export function ShortcutsModal({
  shortcuts,
  note,
  open,
  onClose,
}: {
  shortcuts: readonly ShortcutHelp[];
  note: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal title="Keyboard shortcuts" open={open} onCancel={onClose} footer={null} width={420}>
      <dl className="shortcut-list">
        {shortcuts.map((shortcut) => (
          <div key={shortcut.key} className="shortcut-row">
            <dt>
              <kbd>{shortcut.key}</kbd>
            </dt>
            <dd>{shortcut.description}</dd>
          </div>
        ))}
      </dl>
      <p className="shortcut-note">{note}</p>
    </Modal>
  );
}
