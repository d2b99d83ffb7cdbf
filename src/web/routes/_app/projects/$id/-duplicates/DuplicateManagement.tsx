import { Card, Flex, Spin, Typography } from 'antd';
import './duplicates.css';
import { ReviewSteps } from '../../../../../components/ReviewSteps.tsx';
import { useProject } from '../../../../../hooks/use-projects.ts';
import { DuplicateLoadError } from './DuplicateLoadError.tsx';
import { DuplicateWorkspace } from './DuplicateWorkspace.tsx';
import { HelpLink } from '../../../../../components/HelpLink.tsx';

/** /projects/{id}/duplicates: the step strip, then the removal step of one project. */
export function DuplicateManagement({ projectId }: { projectId: number }) {
  const { data: project, error, refetch } = useProject(projectId);
  return (
    <Flex vertical gap={24} className="dedup-page">
      <div className="dedup-heading">
        <Typography.Title level={1} className="page-title">
          Duplicate Management
        </Typography.Title>
        {project && <Typography.Text type="secondary">{project.name}</Typography.Text>}
        <HelpLink section="duplicates" />
      </div>
      <ReviewSteps current="duplicates" />
      {error ? (
        <DuplicateLoadError onRetry={() => void refetch()} />
      ) : project ? (
        <DuplicateWorkspace project={project} />
      ) : (
        <Card role="status" aria-label="Loading project">
          <Flex justify="center" className="dedup-loading">
            <Spin size="large" />
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
