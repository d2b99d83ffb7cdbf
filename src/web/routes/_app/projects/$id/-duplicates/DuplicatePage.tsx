import { getRouteApi, Navigate } from '@tanstack/react-router';
import { parseProjectId } from '../../../../../lib/project-id.ts';
import { DuplicateManagement } from './DuplicateManagement.tsx';
import './duplicates.css';

const routeApi = getRouteApi('/_app/projects/$id/duplicates');

/** /projects/{id}/duplicates */
export function DuplicatePage() {
  const { id } = routeApi.useParams();
  const projectId = parseProjectId(id);
  // The overview already answers an id that is not a number: the "Invalid project" toast and the way home.
  if (projectId === null) return <Navigate to="/projects/$id" params={{ id }} replace />;
  return <DuplicateManagement projectId={projectId} />;
}
