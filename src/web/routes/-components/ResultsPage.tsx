import { getRouteApi } from '@tanstack/react-router';
import { Card, Flex, Skeleton } from 'antd';
import { useProject } from '../../hooks/use-projects.ts';
import { ProjectProblem } from './ProjectProblem.tsx';
import { ResultsEmpty } from './ResultsEmpty.tsx';
import { ResultsHeader } from './ResultsHeader.tsx';
import { ResultsHistory } from './ResultsHistory.tsx';
import { ResultsInsights } from './ResultsInsights.tsx';
import { ResultsList } from './ResultsList.tsx';

const routeApi = getRouteApi('/_app/projects/$id/results');

/** /projects/{id}/results: spec section 2 "Results", with charts and the training history to judge when to stop. */
export function ResultsPage() {
  const { projectId } = routeApi.useLoaderData();
  const { data: project, error, status, refetch } = useProject(projectId);
  if (error) return <ProjectProblem status={status} message={error.message} onRetry={() => void refetch()} />;
  if (!project) {
    return (
      <Card role="status" aria-label="Loading results">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  const trained = project.current_iteration > 0;
  return (
    <Flex vertical gap={24} className="results-page">
      <ResultsHeader project={project} />
      {trained ? (
        <>
          <ResultsInsights projectId={project.id} />
          <ResultsList project={project} />
          <ResultsHistory projectId={project.id} />
        </>
      ) : (
        <ResultsEmpty projectId={project.id} />
      )}
    </Flex>
  );
}
