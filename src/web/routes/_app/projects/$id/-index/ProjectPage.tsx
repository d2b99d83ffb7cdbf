import { getRouteApi, Navigate } from '@tanstack/react-router';
import { App } from 'antd';
import { useEffect } from 'react';
import { projectScreenMessages as text } from '../../../../../../shared/project-screen.messages.ts';
import { parseProjectId } from '../../../../../lib/project-id.ts';
import { ProjectOverview } from './ProjectOverview.tsx';
import './overview.css';

const routeApi = getRouteApi('/_app/projects/$id/');

/** An id that is not a number gives the toast "Invalid project" and a redirect to the list. */
function InvalidProject() {
  const { notification } = App.useApp();
  useEffect(() => {
    notification.error({ key: text.invalidProject, title: text.invalidProject });
  }, [notification]);
  return <Navigate to="/" replace />;
}

/** /projects/{id} */
export function ProjectPage() {
  const { id } = routeApi.useParams();
  const projectId = parseProjectId(id);
  return projectId === null ? <InvalidProject /> : <ProjectOverview id={projectId} />;
}
