import { Button, Collapse, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import type { DuplicateDetail } from '../../../shared/dedup.schema.ts';
import { dedupScreenMessages as text } from '../../../shared/messages.ts';
import { useDedupFocus } from '../../hooks/use-dedup-focus.ts';
import { DuplicateEntry } from './DuplicateEntry.tsx';

/** Entries shown at first and added by each "Show more": a 100,000-citation review removes ~20,000. */
export const SHOWN_AT_ONCE = 100;

interface DuplicateRemovedListProps {
  /** Undefined while the list is being fetched. */
  entries: DuplicateDetail[] | undefined;
  restoringId: number | undefined;
  onRestore: (detail: DuplicateDetail, options: { onSuccess: () => void }) => void;
}

/** Spec section 2: "View Removed Duplicates (N)", folded away, scrolling past 500 px. */
export function DuplicateRemovedList({ entries, restoringId, onRestore }: DuplicateRemovedListProps) {
  const { listRef, focusAfterLeaving, focusEntryAt } = useDedupFocus<HTMLOListElement>();
  const [shown, setShown] = useState(SHOWN_AT_ONCE);
  if (!entries) return <Skeleton active paragraph={{ rows: 1 }} className="dedup-skeleton" />;

  const hidden = Math.max(0, entries.length - shown);
  const showMore = () => {
    focusEntryAt(shown);
    setShown(shown + SHOWN_AT_ONCE);
  };
  const list =
    entries.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No removed duplicates" />
    ) : (
      <div className="dedup-entries-scroll">
        <ol className="dedup-entries" ref={listRef} tabIndex={-1} aria-label="Removed duplicates">
          {entries.slice(0, shown).map((detail) => (
            <DuplicateEntry
              key={detail.record_id}
              detail={detail}
              restoring={restoringId === detail.record_id}
              onRestore={() => onRestore(detail, { onSuccess: () => focusAfterLeaving(detail.record_id) })}
            />
          ))}
        </ol>
        {hidden > 0 && (
          <Button className="dedup-more" block onClick={showMore}>
            {text.showMoreRemoved(Math.min(SHOWN_AT_ONCE, hidden), hidden)}
          </Button>
        )}
      </div>
    );
  return (
    <Collapse
      className="dedup-removed"
      items={[{ key: 'removed', label: `View Removed Duplicates (${entries.length})`, children: list }]}
    />
  );
}
