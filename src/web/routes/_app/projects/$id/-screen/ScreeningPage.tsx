import { getRouteApi, Link } from '@tanstack/react-router';
import { Card, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useProject } from '../../../../../hooks/use-projects.ts';
import { ProjectProblem, projectUnavailable } from '../../../../../components/ProjectProblem.tsx';
import { ScreeningWorkspace } from './ScreeningWorkspace.tsx';
import { SwitchToContinuous } from '../../../../../components/SwitchToContinuous.tsx';
import './screening.css';
import { HelpLink } from '../../../../../components/HelpLink.tsx';

const routeApi = getRouteApi('/_app/projects/$id/screen');

/** /projects/{id}/screen: continuous screening, one record at a time, with the stopping test beside it. */
export function ScreeningPage() {
  const { projectId } = routeApi.useLoaderData();
  const { data: project, error, status, refetch } = useProject(projectId);
  if (error && projectUnavailable(status, Boolean(project)))
    return <ProjectProblem status={status} message={error.message} onRetry={() => void refetch()} />;
  if (!project) {
    return (
      <Card role="status" aria-label="Loading project">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  // antd's preset gap (16 px), a class that screening.css narrows on a short screen; a number would be an inline style.
  return (
    <Flex vertical gap="middle" className="screening-page">
      <Link to="/projects/$id" params={{ id: String(project.id) }} className="back-link">
        ← Project overview
      </Link>
      <div className="screening-heading">
        <Typography.Title level={1} className="page-title">
          Screening
        </Typography.Title>
        <Flex gap={8} align="center" wrap>
          <Typography.Text className="screening-project-name">{project.name}</Typography.Text>
          {project.screening_mode === 'continuous' && (
            <Tag color="blue" variant="filled">
              Continuous screening
            </Tag>
          )}
          <HelpLink section="screening-modes" />
        </Flex>
      </div>
      {project.screening_mode === 'continuous' ? (
        <ScreeningWorkspace project={project} />
      ) : (
        <Card>
          <Result
            status="info"
            title="This project screens in iterations"
            subTitle="Screening one record at a time, with every decision recorded and the model retrained as you go, is continuous mode."
            extra={<SwitchToContinuous projectId={project.id} type="primary" />}
          />
        </Card>
      )}
    </Flex>
  );
}
