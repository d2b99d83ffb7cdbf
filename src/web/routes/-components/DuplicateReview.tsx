import type { DuplicateDetail } from '../../../shared/dedup.schema.ts';
import type { ProjectOutput } from '../../../shared/project.schema.ts';
import { useDedupListing } from '../../hooks/use-dedup-listing.ts';
import { useDedupRestore } from '../../hooks/use-dedup-restore.ts';
import { removedEntries } from '../../lib/dedup-entries.ts';
import { DuplicatePossibleList } from './DuplicatePossibleList.tsx';
import { DuplicateRemovedList } from './DuplicateRemovedList.tsx';

interface DuplicateReviewProps {
  project: ProjectOutput;
  /** The details of this visit's run, when there was one. */
  fresh: DuplicateDetail[] | undefined;
}

/** What a person can check after removal: the citations set aside, and the pairs left to decide. */
export function DuplicateReview({ project, fresh }: DuplicateReviewProps) {
  const listing = useDedupListing(project.id);
  const restore = useDedupRestore(project.id);
  const loading = !fresh && listing.isPending;
  return (
    <>
      <DuplicateRemovedList
        entries={loading ? undefined : removedEntries(fresh, listing.data?.removed, restore.restored)}
        restoringId={restore.restoringId}
        onRestore={restore.restore}
      />
      <DuplicatePossibleList projectId={project.id} pairs={listing.data?.possible} />
    </>
  );
}
