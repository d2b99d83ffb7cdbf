import { getRouteApi } from '@tanstack/react-router';
import { Card, Flex, Skeleton } from 'antd';
import { useProject } from '../../../../../hooks/use-projects.ts';
import { ProjectProblem, projectUnavailable } from '../../../../../components/ProjectProblem.tsx';
import { ResultsEmpty } from './ResultsEmpty.tsx';
import { ResultsHeader } from './ResultsHeader.tsx';
import { ResultsHistory } from './ResultsHistory.tsx';
import { ResultsInsights } from './ResultsInsights.tsx';
import { ResultsList } from './ResultsList.tsx';
import './results.css';

const routeApi = getRouteApi('/_app/projects/$id/results');

/** /projects/{id}/results: ranked lists, Retrain, Download, charts and the training history to judge when to stop. */
export function ResultsPage() {
  const { projectId } = routeApi.useLoaderData();
  const { data: project, error, status, refetch } = useProject(projectId);
  if (error && projectUnavailable(status, Boolean(project)))
    return <ProjectProblem status={status} message={error.message} onRetry={() => void refetch()} />;
  if (!project) {
    return (
      <Card role="status" aria-label="Loading results">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  const continuous = project.screening_mode === 'continuous';
  const trained = project.current_iteration > 0;
  return (
    <Flex vertical gap={24} className="results-page">
      <ResultsHeader project={project} />
      {/* A continuous project has no iterations to chart: its ranked lists, and the stopping panel on the screening view. */}
      {continuous ? (
        <ResultsList project={project} />
      ) : trained ? (
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
