import { Modal, Switch } from 'antd';
import { useId } from 'react';
import { setSingleKeyShortcuts, useSingleKeyShortcuts } from '../lib/single-key-shortcuts.ts';

export interface ShortcutHelp {
  key: string;
  description: string;
}

/**
 * A page's keyboard shortcuts, opened with "?" or the page's shortcuts button, and the switch that turns every
 * page's single-key shortcuts off (or on again) in this browser.
 */
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
  const on = useSingleKeyShortcuts();
  const switchId = useId();
  return (
    <Modal title="Keyboard shortcuts" open={open} onCancel={onClose} footer={null} width={420}>
      <div className="shortcut-switch">
        <Switch id={switchId} checked={on} onChange={setSingleKeyShortcuts} aria-describedby={`${switchId}-note`} />
        <label htmlFor={switchId}>Single-key shortcuts</label>
      </div>
      <p className="shortcut-note" id={`${switchId}-note`}>
        {on
          ? 'Turn them off if you use speech input or a key press could record a decision by accident; the buttons and Tab still do everything.'
          : 'Off in this browser: the keys below do nothing until you turn them on again. The buttons and Tab do everything.'}
      </p>
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
