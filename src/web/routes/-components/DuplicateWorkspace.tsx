import type { ProjectOutput } from '../../../shared/project.schema.ts';
import { useDedupRun } from '../../hooks/use-dedup-run.ts';
import { DuplicateDisplayBoundary } from './DuplicateDisplayBoundary.tsx';
import { DuplicateFooter } from './DuplicateFooter.tsx';
import { DuplicateReview } from './DuplicateReview.tsx';
import { DuplicateStart } from './DuplicateStart.tsx';
import { DuplicateSummary } from './DuplicateSummary.tsx';

/**
 * Spec section 4 "Duplicate removal": not removed, processing, completed. Completed comes from this
 * visit's run or from the project having been deduplicated before; then the run button is gone.
 */
export function DuplicateWorkspace({ project }: { project: ProjectOutput }) {
  const run = useDedupRun(project.id);
  const completed = run.isSuccess || project.duplicatesRemoved;
  return (
    <>
      {completed ? (
        <>
          <DuplicateSummary project={project} fresh={run.isSuccess} />
          <DuplicateDisplayBoundary>
            <DuplicateReview project={project} />
          </DuplicateDisplayBoundary>
        </>
      ) : (
        <DuplicateStart projectId={project.id} citations={project.citations_count} running={run.isPending} onRun={() => run.mutate()} />
      )}
      <DuplicateFooter projectId={project.id} completed={completed} />
    </>
  );
}
