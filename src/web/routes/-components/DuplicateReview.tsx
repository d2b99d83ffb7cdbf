import type { ProjectOutput } from '../../../shared/project.schema.ts';
import { usePossibleDuplicates, useRemovedDuplicates } from '../../hooks/use-duplicate-lists.ts';
import { useDedupRestore } from '../../hooks/use-dedup-restore.ts';
import { DuplicatePossibleList } from './DuplicatePossibleList.tsx';
import { DuplicateRemovedList } from './DuplicateRemovedList.tsx';

/** What a person can check after removal: the citations set aside, and the pairs left to decide. */
export function DuplicateReview({ project }: { project: ProjectOutput }) {
  const removed = useRemovedDuplicates(project.id);
  const possible = usePossibleDuplicates(project.id);
  const restore = useDedupRestore(project.id);
  const loaded = removed.data?.pages.flatMap((page) => page.items);
  // Restored during this visit: gone from the list at once, before the server's list comes again.
  const entries = loaded?.filter((detail) => !restore.restored.has(detail.record_id));
  const total = (removed.data?.pages[0]?.total ?? 0) - ((loaded?.length ?? 0) - (entries?.length ?? 0));
  return (
    <>
      <DuplicateRemovedList
        entries={entries}
        total={total}
        more={removed.hasNextPage ? { loading: removed.isFetchingNextPage, show: () => void removed.fetchNextPage() } : undefined}
        restoringId={restore.restoringId}
        onRestore={restore.restore}
      />
      <DuplicatePossibleList projectId={project.id} pairs={possible.data} />
    </>
  );
}
