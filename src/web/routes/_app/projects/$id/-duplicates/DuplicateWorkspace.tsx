import { ConfigProvider } from 'antd';
import { memberMessages } from '../../../../../../shared/member.messages.ts';
import type { ProjectOutput } from '../../../../../../shared/project.schema.ts';
import { RoleNote } from '../../../../../components/RoleNote.tsx';
import { useDedupRun } from '../../../../../hooks/use-dedup-run.ts';
import { useProjectCan } from '../../../../../hooks/use-projects.ts';
import { DuplicateDisplayBoundary } from './DuplicateDisplayBoundary.tsx';
import { DuplicateFooter } from './DuplicateFooter.tsx';
import { DuplicateReview } from './DuplicateReview.tsx';
import { DuplicateStart } from './DuplicateStart.tsx';
import { DuplicateSummary } from './DuplicateSummary.tsx';

/**
 * Duplicate removal's states: not removed, processing, completed. Completed comes from this
 * visit's run or from the project having been deduplicated before; then the run button is gone.
 * A reviewer sees the lists with every decision control disabled: duplicates are a lead's or the owner's.
 */
export function DuplicateWorkspace({ project }: { project: ProjectOutput }) {
  const run = useDedupRun(project.id);
  const completed = run.isSuccess || project.duplicatesRemoved;
  const readOnly = !useProjectCan(project.id)('lead');
  return (
    <>
      {readOnly && <RoleNote>{memberMessages.reviewerCannotDedup}</RoleNote>}
      {completed ? (
        <>
          <DuplicateSummary project={project} fresh={run.isSuccess} />
          <DuplicateDisplayBoundary>
            <ConfigProvider componentDisabled={readOnly}>
              <DuplicateReview project={project} />
            </ConfigProvider>
          </DuplicateDisplayBoundary>
        </>
      ) : (
        <DuplicateStart
          projectId={project.id}
          citations={project.citations_count}
          running={run.isPending}
          readOnly={readOnly}
          onRun={() => run.mutate()}
        />
      )}
      <DuplicateFooter projectId={project.id} completed={completed} />
    </>
  );
}
