import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { PossibleDuplicateOut } from '../../../shared/dedup.schema.ts';
import { similarityPercent } from '../../lib/dedup-display.ts';
import { DuplicateCitation } from './DuplicateCitation.tsx';
import { DuplicateFacts } from './DuplicateFacts.tsx';

interface DuplicatePairProps {
  pair: PossibleDuplicateOut;
  onDecide: (action: 'remove' | 'dismiss') => void;
}

/** A possible duplicate, both sides next to each other, with the two decisions. */
export function DuplicatePair({ pair, onDecide }: DuplicatePairProps) {
  const facts = [
    { label: 'Similarity', value: similarityPercent(pair.similarity_score) },
    { label: 'Reason', value: pair.reason },
  ];
  return (
    <li className="dedup-entry" data-entry-id={pair.record_id} tabIndex={-1} aria-label={`Citations ${pair.a.id} and ${pair.b.id}`}>
      <div className="dedup-entry-head">
        <DuplicateFacts facts={facts} />
        <Flex gap={8} wrap className="dedup-entry-actions">
          <Button icon={<CheckOutlined aria-hidden />} onClick={() => onDecide('dismiss')}>
            Not duplicates
          </Button>
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => onDecide('remove')}>
            Remove duplicate
          </Button>
        </Flex>
      </div>
      <div className="dedup-pair">
        <DuplicateCitation label="Would keep" citation={pair.a} />
        <DuplicateCitation label="Would remove" citation={pair.b} leaving />
      </div>
    </li>
  );
}
