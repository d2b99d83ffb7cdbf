import { useQuery } from '@tanstack/react-query';
import { projectScreenMessages as text } from '../../shared/messages.ts';
import { useTRPC } from '../trpc.ts';
import { useErrorToast } from './use-error-toast.ts';

/** The signed-in user's projects, newest first. A failure says so in a toast and leaves the list empty. */
export function useProjectList() {
  const trpc = useTRPC();
  const query = useQuery(trpc.projects.list.queryOptions());
  useErrorToast(query.isError, text.fetchListFailed, query.error?.message);
  return { projects: query.data ?? [], isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}

/** One project. A missing or forbidden project has a page of its own, so only other failures get a toast. */
export function useProject(id: number) {
  const trpc = useTRPC();
  const query = useQuery(trpc.projects.get.queryOptions({ id }));
  const status = query.error?.data?.httpStatus;
  useErrorToast(query.isError && status !== 404 && status !== 403, text.fetchFailed, query.error?.message);
  return { ...query, status };
}
