import { Button, Collapse, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { DuplicateDetail } from '../../../../../../shared/dedup.schema.ts';
import { dedupScreenMessages as text } from '../../../../../../shared/dedup-screen.messages.ts';
import { useDedupFocus } from './use-dedup-focus.ts';
import { REMOVED_PAGE_SIZE } from './use-duplicate-lists.ts';
import { DuplicateEntry } from './DuplicateEntry.tsx';

interface DuplicateRemovedListProps {
  /** The entries fetched so far; undefined while the first page is being fetched. */
  entries: DuplicateDetail[] | undefined;
  /** How many the project has removed in all. */
  total: number;
  /** How many match the method and search chosen. */
  matching: number;
  filtered: boolean;
  /** The method, order and search controls. */
  filters: ReactNode;
  /** Fetches the next page, when there is one. */
  more: { loading: boolean; show: () => void } | undefined;
  restoringId: number | undefined;
  onRestore: (detail: DuplicateDetail, options: { onSuccess: () => void }) => void;
}

/**
 * "View Removed Duplicates (N)", folded away, scrolling past 500 px. Entries come a
 * hundred at a time: 20,000 rendered at once froze the page for over a minute.
 */
export function DuplicateRemovedList({
  entries,
  total,
  matching,
  filtered,
  filters,
  more,
  restoringId,
  onRestore,
}: DuplicateRemovedListProps) {
  const { listRef, focusAfterLeaving, focusEntryAt } = useDedupFocus<HTMLOListElement>();
  if (!entries) return <Skeleton active paragraph={{ rows: 1 }} className="dedup-skeleton" />;

  const hidden = Math.max(0, matching - entries.length);
  const showMore = () => {
    focusEntryAt(entries.length);
    more?.show();
  };
  const list =
    entries.length === 0 ? (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={filtered ? 'No removed duplicates match' : 'No removed duplicates'}
      />
    ) : (
      <div className="dedup-entries-scroll">
        {filtered && (
          <p
            className="dedup-matching"
            role="status"
          >{`${matching.toLocaleString('en')} of ${total.toLocaleString('en')} match`}</p>
        )}
        <ol className="dedup-entries" ref={listRef} tabIndex={-1} aria-label="Removed duplicates">
          {entries.map((detail) => (
            <DuplicateEntry
              key={detail.record_id}
              detail={detail}
              restoring={restoringId === detail.record_id}
              onRestore={() =>
                onRestore(detail, {
                  onSuccess: () => focusAfterLeaving(detail.record_id),
                })
              }
            />
          ))}
        </ol>
        {more && hidden > 0 && (
          <Button disabled={false} className="dedup-more" block loading={more.loading} onClick={showMore}>
            {text.showMoreRemoved(Math.min(REMOVED_PAGE_SIZE, hidden), hidden)}
          </Button>
        )}
      </div>
    );
  return (
    <Collapse
      className="dedup-removed"
      items={[
        {
          key: 'removed',
          label: `View Removed Duplicates (${total})`,
          children: (
            <>
              {filters}
              {list}
            </>
          ),
        },
      ]}
    />
  );
}
