import { ArrowLeftOutlined } from '@ant-design/icons';
import { getRouteApi } from '@tanstack/react-router';
import { Flex, Typography } from 'antd';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { ReviewSteps } from '../../components/ReviewSteps.tsx';
import { useProject } from '../../hooks/use-projects.ts';
import { CitationLabeling } from './CitationLabeling.tsx';

const routeApi = getRouteApi('/_app/projects/$id/citations');

/** /projects/{id}/citations: spec section 2 "Citation labeling". */
export function CitationPage() {
  const { projectId } = routeApi.useLoaderData();
  const { data: project } = useProject(projectId);
  const params = { id: String(projectId) };
  return (
    <Flex vertical gap={24}>
      <ReviewSteps current="citations" />
      <div>
        <Typography.Title level={2} className="page-title">
          Citation Labeling
        </Typography.Title>
        {project && <Typography.Text type="secondary">{project.name}</Typography.Text>}
      </div>
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
