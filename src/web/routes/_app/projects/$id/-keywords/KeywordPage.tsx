import { getRouteApi } from '@tanstack/react-router';
import { Card, Flex, Spin, Typography } from 'antd';
import { ReviewSteps } from '../../../../../components/ReviewSteps.tsx';
import { useKeywords } from './use-keywords.ts';
import { useProject, useProjectCan } from '../../../../../hooks/use-projects.ts';
import { KeywordEditor } from './KeywordEditor.tsx';
import { KeywordLoadError } from './KeywordLoadError.tsx';
import { ProjectProblem } from '../../../../../components/ProjectProblem.tsx';
import { HelpLink } from '../../../../../components/HelpLink.tsx';
import './keywords.css';

const routeApi = getRouteApi('/_app/projects/$id/keywords');

function KeywordsLoading() {
  return (
    <Card>
      <Flex vertical align="center" gap={12} className="keyword-loading" role="status" aria-label="Loading keywords">
        <Spin size="large" />
        <Typography.Text type="secondary">
          Finding suggested keywords… The first visit to a project can take a few seconds.
        </Typography.Text>
      </Flex>
    </Card>
  );
}

/** /projects/{id}/keywords: suggested keywords and the include and exclude lists. */
export function KeywordPage() {
  const { projectId } = routeApi.useLoaderData();
  const { data: project, error, status, refetch } = useProject(projectId);
  const keywords = useKeywords(projectId);
  const can = useProjectCan(projectId);
  // No such project, or no longer the user's (removed from a shared project): the page says so instead.
  if (error && (status === 403 || status === 404))
    return <ProjectProblem status={status} message={error.message} onRetry={() => void refetch()} />;
  return (
    <Flex vertical gap={24}>
      <ReviewSteps current="keywords" />
      <div>
        <Typography.Title level={1} className="page-title">
          Keyword Selection
        </Typography.Title>
        {project && <Typography.Text type="secondary">{project.name}</Typography.Text>}
        <HelpLink section="keywords" />
      </div>
      {keywords.error ? (
        <KeywordLoadError
          projectId={projectId}
          message={keywords.error.message}
          onRetry={() => void keywords.refetch()}
        />
      ) : keywords.data ? (
        <KeywordEditor projectId={projectId} keywords={keywords.data} readOnly={!can('lead')} />
      ) : (
        <KeywordsLoading />
      )}
    </Flex>
  );
}
