import { Collapse, Empty, Skeleton } from 'antd';
import type { DuplicateDetail } from '../../../shared/dedup.schema.ts';
import { useDedupFocus } from '../../hooks/use-dedup-focus.ts';
import { DuplicateEntry } from './DuplicateEntry.tsx';

interface DuplicateRemovedListProps {
  /** Undefined while the list is being fetched. */
  entries: DuplicateDetail[] | undefined;
  restoringId: number | undefined;
  onRestore: (detail: DuplicateDetail, options: { onSuccess: () => void }) => void;
}

/** Spec section 2: "View Removed Duplicates (N)", folded away, scrolling past 500 px. */
export function DuplicateRemovedList({ entries, restoringId, onRestore }: DuplicateRemovedListProps) {
  const { listRef, focusAfterLeaving } = useDedupFocus<HTMLOListElement>();
  if (!entries) return <Skeleton active paragraph={{ rows: 1 }} className="dedup-skeleton" />;

  const list =
    entries.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No removed duplicates" />
    ) : (
      <ol className="dedup-entries" ref={listRef} tabIndex={-1} aria-label="Removed duplicates">
        {entries.map((detail) => (
          <DuplicateEntry
            key={detail.record_id}
            detail={detail}
            restoring={restoringId === detail.record_id}
            onRestore={() => onRestore(detail, { onSuccess: () => focusAfterLeaving(detail.record_id) })}
          />
        ))}
      </ol>
    );
  return (
    <Collapse
      className="dedup-removed"
      items={[{ key: 'removed', label: `View Removed Duplicates (${entries.length})`, children: list }]}
    />
  );
}
