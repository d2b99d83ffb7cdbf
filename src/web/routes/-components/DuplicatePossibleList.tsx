import { Card, Empty, Skeleton, Typography } from 'antd';
import type { PossibleDuplicateOut } from '../../../shared/dedup.schema.ts';
import { useDedupFocus } from '../../hooks/use-dedup-focus.ts';
import { useDedupResolve } from '../../hooks/use-dedup-resolve.ts';
import { DuplicatePair } from './DuplicatePair.tsx';

interface DuplicatePossibleListProps {
  projectId: number;
  /** Undefined while the list is being fetched. */
  pairs: PossibleDuplicateOut[] | undefined;
}

/** Pairs too alike to ignore but not alike enough to remove on their own: a person decides. */
export function DuplicatePossibleList({ projectId, pairs }: DuplicatePossibleListProps) {
  const resolve = useDedupResolve(projectId);
  const { listRef, focusAfterLeaving } = useDedupFocus<HTMLOListElement>();
  const decide = (pair: PossibleDuplicateOut, action: 'remove' | 'dismiss') => {
    focusAfterLeaving(pair.record_id);
    resolve.mutate({ pair, action });
  };

  return (
    <Card title={`Possible duplicates (${pairs?.length ?? '…'})`} className="dedup-card">
      {!pairs ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : pairs.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No possible duplicates left to review" />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            These pairs look alike but not enough to be sure. Remove the second citation if both are the same study, or keep both.
          </Typography.Paragraph>
          <ol className="dedup-entries" ref={listRef} tabIndex={-1} aria-label="Possible duplicates">
            {pairs.map((pair) => (
              <DuplicatePair key={pair.record_id} pair={pair} onDecide={(action) => decide(pair, action)} />
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}
