import { Link } from '@tanstack/react-router';
import { Card, Col, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { memberMessages } from '../../../../../../shared/member.messages.ts';
import type { ProjectOutput } from '../../../../../../shared/project.schema.ts';
import { AddCitationsButton } from '../../../../../components/add-citations/AddCitationsButton.tsx';
import { PathButton } from '../../../../../components/PathButton.tsx';
import { useProject, useProjectCan } from '../../../../../hooks/use-projects.ts';
import { roleLabel } from '../../../../../lib/member-roles.ts';
import { shortDate } from '../../../../../lib/date-display.ts';
import { ExclusionReasonsCard } from './ExclusionReasonsCard.tsx';
import { ImportedFilesCard } from './ImportedFilesCard.tsx';
import { ProjectMembers } from './ProjectMembers.tsx';
import { ProjectName } from './ProjectName.tsx';
import { ProjectPrisma } from './ProjectPrisma.tsx';
import { ProjectProblem, projectUnavailable } from '../../../../../components/ProjectProblem.tsx';
import { ProjectStatusCard } from './ProjectStatusCard.tsx';
import { ProjectWorkflow } from './ProjectWorkflow.tsx';
import { labellingUnderWay } from './project-status.ts';
import { ScreeningModeCard } from './ScreeningModeCard.tsx';
import { displayedIteration, MAX_ITERATIONS } from '../../../../../../shared/training.schema.ts';

/** On a project someone shared: the user's role in it and whose it is. */
function SharedBy({ project }: { project: ProjectOutput }) {
  if (project.role === 'owner' || project.role === 'admin') return null;
  return (
    <>
      <Tag color="purple" variant="filled">
        {roleLabel[project.role]}
      </Tag>
      <Typography.Text>{memberMessages.sharedBy(project.owner_name)}</Typography.Text>
    </>
  );
}

/** The project's home: where it stands, the way into the review, and who works on it. */
export function ProjectOverview({ id }: { id: number }) {
  const { data: project, error, status, refetch } = useProject(id);
  const can = useProjectCan(id);
  if (error && projectUnavailable(status, Boolean(project)))
    return <ProjectProblem status={status} message={error.message} onRetry={() => void refetch()} />;
  if (!project) {
    return (
      <Card role="status" aria-label="Loading project">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }

  const created = shortDate(project.created_at);
  const continuous = project.screening_mode === 'continuous';
  const underWay = !continuous && project.current_iteration > 0 && labellingUnderWay(project);
  return (
    <Flex vertical gap={24}>
      <Link to="/" className="back-link">
        ← All projects
      </Link>
      <Flex justify="space-between" align="flex-end" wrap gap={16}>
        <div className="overview-heading">
          <ProjectName project={project} editable={can('owner')} />
          <Flex gap={8} align="center" wrap>
            <Tag color="blue" variant="filled">
              {continuous
                ? 'Continuous screening'
                : `Iteration ${displayedIteration(project.current_iteration)} of ${MAX_ITERATIONS}`}
            </Tag>
            <Typography.Text type="secondary">{created ? `Created ${created}` : 'No date available'}</Typography.Text>
            <SharedBy project={project} />
          </Flex>
        </div>
        <Flex gap={8} wrap>
          <AddCitationsButton projectId={project.id} projectName={project.name} size="large" />
          {/* A continuous project's results (ranked, with every decision) are there from the start. */}
          <PathButton
            href={`/projects/${project.id}/results`}
            size="large"
            disabled={!continuous && project.current_iteration === 0}
          >
            View Results
          </PathButton>
          <PathButton
            href={`/projects/${project.id}/duplicates`}
            type={continuous || underWay ? 'default' : 'primary'}
            size="large"
          >
            Start Literature Review
          </PathButton>
          {/* Mid-review, the way on is labelling, not the first step again. */}
          {underWay && (
            <PathButton href={`/projects/${project.id}/citations`} type="primary" size="large">
              Continue labeling
            </PathButton>
          )}
          {continuous && (
            <PathButton href={`/projects/${project.id}/screen`} type="primary" size="large">
              Screen records
            </PathButton>
          )}
        </Flex>
      </Flex>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={15}>
          <ProjectWorkflow project={project} />
        </Col>
        <Col xs={24} lg={9}>
          <Flex vertical gap={24}>
            <ProjectStatusCard project={project} />
            <ScreeningModeCard project={project} edit={can('lead')} />
          </Flex>
        </Col>
        <Col xs={24}>
          <ProjectPrisma projectId={project.id} />
        </Col>
        <Col xs={24}>
          <ImportedFilesCard projectId={project.id} />
        </Col>
        <Col xs={24} lg={15}>
          <ProjectMembers projectId={project.id} manage={can('owner')} />
        </Col>
        <Col xs={24} lg={9}>
          <ExclusionReasonsCard projectId={project.id} edit={can('lead')} />
        </Col>
      </Row>
    </Flex>
  );
}
