import { getRouteApi, Link } from '@tanstack/react-router';
import { Card, Flex, Skeleton, Tabs, Typography } from 'antd';
import { dualMessages } from '../../../../../../shared/dual.messages.ts';
import { useProject, useProjectCan } from '../../../../../hooks/use-projects.ts';
import { useAgreement } from '../../../../../hooks/use-dual-screening.ts';
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
        Records the reviewers disagreed on
      </Typography.Title>
      <ConflictTabs projectId={project.id} resolve={can('lead')} />
    </Flex>
  );
}

/** Open conflicts, and those a lead resolved (who, how, when), with their counts from the agreement. */
function ConflictTabs({ projectId, resolve }: { projectId: number; resolve: boolean }) {
  const { data: agreement } = useAgreement(projectId);
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n.toLocaleString('en-US')})`);
  return (
    <Tabs
      destroyOnHidden
      items={[
        {
          key: 'open',
          label: `Open${count(agreement?.open_conflicts)}`,
          children: <ConflictList projectId={projectId} resolve={resolve} />,
        },
        {
          key: 'resolved',
          label: `Resolved${count(agreement?.resolved_conflicts)}`,
          children: <ConflictList projectId={projectId} resolve={resolve} state="resolved" />,
        },
      ]}
    />
  );
}
