import { getRouteApi, Link } from '@tanstack/react-router';
import { Card, Flex, Skeleton, Typography } from 'antd';
import { dualMessages } from '../../../../../../shared/dual.messages.ts';
import { useProject, useProjectCan } from '../../../../../hooks/use-projects.ts';
import { AgreementCard } from './AgreementCard.tsx';
import { ConflictList } from './ConflictList.tsx';
import { ProjectProblem, projectUnavailable } from '../../../../../components/ProjectProblem.tsx';
import './conflicts.css';

const routeApi = getRouteApi('/_app/projects/$id/conflicts');

/** /projects/{id}/conflicts: blind dual screening's agreement, and the conflicts a lead resolves. */
export function ConflictsPage() {
  const { projectId } = routeApi.useLoaderData();
  const { data: project, error, status, refetch } = useProject(projectId);
  const can = useProjectCan(projectId);
  if (error && projectUnavailable(status, Boolean(project)))
    return <ProjectProblem status={status} message={error.message} onRetry={() => void refetch()} />;
  if (!project) {
    return (
      <Card role="status" aria-label="Loading project">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return (
    <Flex vertical gap={16}>
      <Link to="/projects/$id" params={{ id: String(project.id) }} className="back-link">
        ← Project overview
      </Link>
      <div>
        <Typography.Title level={1} className="page-title">
          Conflicts
        </Typography.Title>
        <Typography.Text>{project.name}</Typography.Text>
      </div>
      {project.screeners_per_record < 2 && <Typography.Paragraph>{dualMessages.oneScreener}</Typography.Paragraph>}
      <AgreementCard projectId={project.id} />
      <Typography.Title level={2} className="section-title">
        Open conflicts
      </Typography.Title>
      <ConflictList projectId={project.id} resolve={can('lead')} />
    </Flex>
  );
}
