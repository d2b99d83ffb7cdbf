import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex } from 'antd';
import type { PossibleDuplicateOut } from '../../../shared/dedup.schema.ts';
import { matchText, plainReason } from '../../lib/dedup-display.ts';
import { pairElementId } from '../../lib/dedup-shortcuts.ts';
import { DuplicateCompare } from './DuplicateCompare.tsx';
import { DuplicateFacts } from './DuplicateFacts.tsx';

interface DuplicatePairProps {
  pair: PossibleDuplicateOut;
  selected: boolean;
  /** The pair the keyboard shortcuts act on. */
  chosen: boolean;
  expanded: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onExpandedChange: (expanded: boolean) => void;
  onChoose: () => void;
  onDecide: (action: 'remove' | 'dismiss') => void;
}

/** A possible duplicate, both sides next to each other, with its checkbox for a decision on many and its own two decisions. */
export function DuplicatePair({ pair, selected, chosen, expanded, busy, onSelect, onExpandedChange, onChoose, onDecide }: DuplicatePairProps) {
  const facts = [
    { label: 'Similarity', value: matchText(pair.similarity_score) },
    { label: 'Reason', value: plainReason(pair.reason) },
  ];
  return (
    <li
      id={pairElementId(pair.record_id)}
      className={`dedup-entry${chosen ? ' dedup-entry-chosen' : ''}${selected ? ' dedup-entry-selected' : ''}`}
      data-entry-id={pair.record_id}
      tabIndex={-1}
      aria-label={`Citations ${pair.a.id} and ${pair.b.id}`}
      aria-current={chosen ? 'true' : undefined}
      onFocus={onChoose}
      onClick={onChoose}
    >
      <div className="dedup-entry-head">
        <Checkbox checked={selected} onChange={(event) => onSelect(event.target.checked)} className="dedup-pair-select">
          {`Select pair ${pair.a.id} and ${pair.b.id}`}
        </Checkbox>
        <Flex gap={8} wrap className="dedup-entry-actions">
          <Button icon={<CheckOutlined aria-hidden />} disabled={busy} onClick={() => onDecide('dismiss')}>
            Not duplicates
          </Button>
          <Button danger icon={<DeleteOutlined aria-hidden />} disabled={busy} onClick={() => onDecide('remove')}>
            Remove duplicate
          </Button>
        </Flex>
      </div>
      <DuplicateFacts facts={facts} />
      <DuplicateCompare
        kept={{ label: 'Would keep', citation: pair.a }}
        leaving={{ label: 'Would remove', citation: pair.b }}
        expanded={expanded}
        onExpandedChange={onExpandedChange}
      />
    </li>
  );
}
