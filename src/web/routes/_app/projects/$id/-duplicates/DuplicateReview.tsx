import { useState } from 'react';
import type { ProjectOutput } from '../../../../../../shared/project.schema.ts';
import { useDedupRestore } from './use-dedup-restore.ts';
import { DEFAULT_REMOVED_FILTERS, useRemovedDuplicates, type RemovedFilters } from './use-duplicate-lists.ts';
import { DuplicatePossibleList } from './DuplicatePossibleList.tsx';
import { DuplicateRemovedFilters } from './DuplicateRemovedFilters.tsx';
import { DuplicateRemovedList } from './DuplicateRemovedList.tsx';

/** What a person can check after removal: the citations set aside, and the pairs left to decide. */
export function DuplicateReview({ project }: { project: ProjectOutput }) {
  const [filters, setFilters] = useState<RemovedFilters>(DEFAULT_REMOVED_FILTERS);
  const removed = useRemovedDuplicates(project.id, filters);
  const restore = useDedupRestore(project.id);
  const loaded = removed.data?.pages.flatMap((page) => page.items);
  // Restored during this visit: gone from the list at once, before the server's list comes again.
  const entries = loaded?.filter((detail) => !restore.restored.has(detail.record_id));
  const gone = (loaded?.length ?? 0) - (entries?.length ?? 0);
  const first = removed.data?.pages[0];
  return (
    <>
      <DuplicateRemovedList
        entries={entries}
        total={(first?.total ?? 0) - gone}
        matching={(first?.matching ?? 0) - gone}
        filtered={Boolean(filters.method || filters.search)}
        filters={<DuplicateRemovedFilters filters={filters} onChange={setFilters} counts={first?.by_method} />}
        more={
          removed.hasNextPage
            ? { loading: removed.isFetchingNextPage, show: () => void removed.fetchNextPage() }
            : undefined
        }
        restoringId={restore.restoringId}
        onRestore={restore.restore}
      />
      <DuplicatePossibleList projectId={project.id} />
    </>
  );
}
