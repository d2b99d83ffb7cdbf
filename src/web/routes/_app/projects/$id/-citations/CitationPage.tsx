import { ArrowLeftOutlined } from '@ant-design/icons';
import { getRouteApi } from '@tanstack/react-router';
import { Flex, Typography } from 'antd';
import { AddCitationsButton } from '../../../../../components/add-citations/AddCitationsButton.tsx';
import { ButtonLink } from '../../../../../components/ButtonLink.tsx';
import { ReviewSteps } from '../../../../../components/ReviewSteps.tsx';
import { useProject } from '../../../../../hooks/use-projects.ts';
import { CitationLabeling } from './CitationLabeling.tsx';
import { ProjectProblem } from '../../../../../components/ProjectProblem.tsx';
import { HelpLink } from '../../../../../components/HelpLink.tsx';
import './citations.css';

const routeApi = getRouteApi('/_app/projects/$id/citations');

/** /projects/{id}/citations: labelling, with search, order, pages of 15, label buttons and Train Model. */
export function CitationPage() {
  const { projectId } = routeApi.useLoaderData();
  const { data: project, error, status, refetch } = useProject(projectId);
  const params = { id: String(projectId) };
  // No such project, or no longer the user's (removed from a shared project): the page says so instead.
  if (error && (status === 403 || status === 404))
    return <ProjectProblem status={status} message={error.message} onRetry={() => void refetch()} />;
  return (
    <Flex vertical gap={24}>
      <ReviewSteps current="citations" />
      <Flex justify="space-between" align="flex-end" wrap gap={12}>
        <div>
          <Typography.Title level={1} className="page-title">
            Citation Labeling
          </Typography.Title>
          {project && <Typography.Text type="secondary">{project.name}</Typography.Text>}
          <HelpLink section="labelling" />
        </div>
        {project && <AddCitationsButton projectId={projectId} projectName={project.name} />}
      </Flex>
      <CitationLabeling projectId={projectId} />
      <Flex justify="space-between" wrap gap={12}>
        <ButtonLink to="/projects/$id/keywords" params={params} icon={<ArrowLeftOutlined aria-hidden />}>
          Back to Keywords
        </ButtonLink>
        <ButtonLink to="/projects/$id" params={params}>
          Back to Project
        </ButtonLink>
      </Flex>
    </Flex>
  );
}
