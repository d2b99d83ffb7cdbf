import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Checkbox, ConfigProvider, Flex } from 'antd';
import { memo } from 'react';
import { labelledApart, type PossibleDuplicateOut } from '../../../../../../shared/dedup.schema.ts';
import { dedupMessages } from '../../../../../../shared/messages.ts';
import { plainReason, possibleMatchText } from './dedup-display.ts';
import { pairElementId } from './dedup-shortcuts.ts';
import { DuplicateCompare } from './DuplicateCompare.tsx';
import { DuplicateFacts } from './DuplicateFacts.tsx';

interface DuplicatePairProps {
  pair: PossibleDuplicateOut;
  selected: boolean;
  /** The pair the keyboard shortcuts act on. */
  chosen: boolean;
  expanded: boolean;
  busy: boolean;
  /** The same object on every render, so a pair draws again only when its own state changes. */
  on: PairHandlers;
}

export interface PairHandlers {
  select: (recordId: number, selected: boolean) => void;
  expand: (recordId: number, expanded: boolean) => void;
  choose: (recordId: number) => void;
  decide: (pair: PossibleDuplicateOut, action: 'remove' | 'dismiss') => void;
}

/**
 * A possible duplicate, both sides next to each other, with its checkbox for a decision on many and its
 * own two decisions. Memoised: with hundreds of pairs shown, a tick of one checkbox took 1.5 s when every
 * pair drew again.
 */
export const DuplicatePair = memo(function DuplicatePair({
  pair,
  selected,
  chosen,
  expanded,
  busy,
  on,
}: DuplicatePairProps) {
  const id = pair.record_id;
  // A reviewer's page disables every control (DuplicateWorkspace); a `disabled` given here would override it.
  const readOnly = ConfigProvider.useConfig().componentDisabled;
  // Labeled differently since the search found the pair (the search itself gives such a pair that reason): never
  // merged, so Remove waits until one label is changed; keeping both is the way when the labels are locked by training.
  const apart = labelledApart(pair.a, pair.b);
  const facts = [
    { label: 'Similarity', value: possibleMatchText(pair.similarity_score, pair.reason) },
    { label: 'Reason', value: apart ? dedupMessages.conflict : plainReason(pair.reason) },
  ];
  return (
    <li
      id={pairElementId(pair.record_id)}
      className={`dedup-entry${chosen ? ' dedup-entry-chosen' : ''}${selected ? ' dedup-entry-selected' : ''}`}
      data-entry-id={pair.record_id}
      tabIndex={-1}
      aria-label={`Citations ${pair.a.id} and ${pair.b.id}`}
      aria-current={chosen ? 'true' : undefined}
      onFocus={() => on.choose(id)}
      onClick={() => on.choose(id)}
    >
      <div className="dedup-entry-head">
        <Checkbox
          checked={selected}
          onChange={(event) => on.select(id, event.target.checked)}
          className="dedup-pair-select"
        >
          {`Select pair ${pair.a.id} and ${pair.b.id}`}
        </Checkbox>
        <Flex gap={8} wrap className="dedup-entry-actions">
          <Button
            icon={<CheckOutlined aria-hidden />}
            disabled={busy || readOnly}
            onClick={() => on.decide(pair, 'dismiss')}
          >
            Not duplicates
          </Button>
          <Button
            danger
            icon={<DeleteOutlined aria-hidden />}
            disabled={busy || readOnly || apart}
            aria-describedby={apart ? `${pairElementId(id)}-apart` : undefined}
            onClick={() => on.decide(pair, 'remove')}
          >
            Remove duplicate
          </Button>
        </Flex>
      </div>
      {apart && (
        <p id={`${pairElementId(id)}-apart`} className="dedup-apart-note">
          {dedupMessages.labelledDifferently}
        </p>
      )}
      <DuplicateFacts facts={facts} />
      <DuplicateCompare
        kept={{ label: 'Would keep', citation: pair.a }}
        leaving={{ label: 'Would remove', citation: pair.b }}
        expanded={expanded}
        onExpandedChange={(open) => on.expand(id, open)}
      />
    </li>
  );
});
