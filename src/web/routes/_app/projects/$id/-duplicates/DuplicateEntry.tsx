import { UndoOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import type { DuplicateDetail } from '../../../../../../shared/dedup.schema.ts';
import { matchText, METHOD_MEANING, plainReason, processedAt } from './dedup-display.ts';
import { DuplicateCompare } from './DuplicateCompare.tsx';
import { DuplicateFacts } from './DuplicateFacts.tsx';

interface DuplicateEntryProps {
  detail: DuplicateDetail;
  restoring: boolean;
  onRestore: () => void;
}

/** One removal: the citation kept, the one set aside, why, and the way back. */
export function DuplicateEntry({ detail, restoring, onRestore }: DuplicateEntryProps) {
  const method = detail.detection_method;
  const facts = [
    { label: 'Method', value: method.toUpperCase(), tag: true, note: METHOD_MEANING[method] },
    { label: 'Similarity', value: matchText(detail.similarity_score) },
    { label: 'Reason', value: plainReason(detail.reason) },
    { label: 'Processed', value: processedAt(detail.timestamp) },
  ];
  const { modal } = App.useApp();
  // A dialog rather than a popover: it takes keyboard focus, where a popover would sit at the end of the page.
  const confirmRestore = () =>
    modal.confirm({
      title: 'Restore this citation?',
      content: `Citation #${detail.removed.id} goes back into labeling and training.`,
      okText: 'Restore',
      onOk: onRestore,
    });
  return (
    <li
      className="dedup-entry"
      data-entry-id={detail.record_id}
      tabIndex={-1}
      aria-label={`Citation ${detail.removed.id}, duplicate of ${detail.kept.id}`}
    >
      <div className="dedup-entry-head">
        <DuplicateFacts facts={facts} />
        <Button
          icon={<UndoOutlined aria-hidden />}
          loading={restoring}
          aria-label={`Restore citation ${detail.removed.id}`}
          onClick={confirmRestore}
        >
          Restore
        </Button>
      </div>
      <DuplicateCompare
        kept={{ label: 'Kept', citation: detail.kept }}
        leaving={{ label: 'Removed', citation: detail.removed }}
      />
    </li>
  );
}
