import { Link } from '@tanstack/react-router';
import { Card, Col, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { PathButton } from '../../components/PathButton.tsx';
import { useProject } from '../../hooks/use-projects.ts';
import { shortDate } from '../../lib/date-display.ts';
import { MAX_ITERATIONS } from '../../lib/project-status.ts';
import { ProjectProblem } from './ProjectProblem.tsx';
import { ProjectStatusCard } from './ProjectStatusCard.tsx';
import { ProjectWorkflow } from './ProjectWorkflow.tsx';
import { displayedIteration } from '../../../shared/training.schema.ts';

/** The project's home: where it stands, and the way into the review. */
export function ProjectOverview({ id }: { id: number }) {
  const { data: project, error, status, refetch } = useProject(id);
  if (error) return <ProjectProblem status={status} message={error.message} onRetry={() => void refetch()} />;
  if (!project) {
    return (
      <Card role="status" aria-label="Loading project">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }

  const created = shortDate(project.created_at);
  return (
    <Flex vertical gap={24}>
      <Link to="/" className="back-link">
        ← All projects
      </Link>
      <Flex justify="space-between" align="flex-end" wrap gap={16}>
        <div className="overview-heading">
          <Typography.Title level={2} className="page-title">
            {project.name}
          </Typography.Title>
          <Flex gap={8} align="center" wrap>
            <Tag color="blue" variant="filled">{`Iteration ${displayedIteration(project.current_iteration)} of ${MAX_ITERATIONS}`}</Tag>
            <Typography.Text type="secondary">{created ? `Created ${created}` : 'No date available'}</Typography.Text>
          </Flex>
        </div>
        <Flex gap={8} wrap>
          <PathButton href={`/projects/${project.id}/results`} size="large" disabled={project.current_iteration === 0}>
            View Results
          </PathButton>
          <PathButton href={`/projects/${project.id}/duplicates`} type="primary" size="large">
            Start Literature Review
          </PathButton>
        </Flex>
      </Flex>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={15}>
          <ProjectWorkflow project={project} />
        </Col>
        <Col xs={24} lg={9}>
          <ProjectStatusCard project={project} />
        </Col>
      </Row>
    </Flex>
  );
}
