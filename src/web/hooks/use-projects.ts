import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { roleAllows, type ProjectRole } from '../../shared/member.schema.ts';
import { projectScreenMessages as text } from '../../shared/project-screen.messages.ts';
import { DOMAIN_REFUSAL_STATUSES, errorToast } from '../lib/api-errors.ts';
import { useTRPC, type Trpc } from '../trpc.ts';
import { useErrorToast } from './use-error-toast.ts';
import { useSession } from './use-session.ts';
import { setAnsweredData } from '../lib/answered-data.ts';

/** The dashboard's list of projects: for useProjectList and the dashboard's loader. */
export const projectListOptions = (trpc: Trpc) => trpc.projects.list.queryOptions();

/** One project: for the hooks below and the loader of every project page. */
export const projectOptions = (trpc: Trpc, id: number) => trpc.projects.get.queryOptions({ id });

/** The signed-in user's projects and those shared with them, newest first. A failure says so in a toast and leaves the list empty. */
export function useProjectList() {
  const trpc = useTRPC();
  const query = useQuery(projectListOptions(trpc));
  useErrorToast(query.isError, text.fetchListFailed, query.error?.message);
  return { projects: query.data ?? [], isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}

/** One project. A missing or forbidden project has a page of its own, so only other failures get a toast. */
export function useProject(id: number) {
  const trpc = useTRPC();
  const query = useQuery(projectOptions(trpc, id));
  const status = query.error?.data?.httpStatus;
  useErrorToast(query.isError && status !== 404 && status !== 403, text.fetchFailed, query.error?.message);
  return { ...query, status };
}

/**
 * What the signed-in user may do in the project, by the same rule the server applies (roleAllows): an
 * administrator anything, a member what their role allows. Nothing while the project is loading.
 */
export function useProjectCan(id: number): (need: ProjectRole) => boolean {
  const trpc = useTRPC();
  const { data } = useQuery(projectOptions(trpc, id));
  const { user } = useSession();
  return (need) => roleAllows(user?.is_admin ? 'admin' : data?.role, need);
}

/** Renames the project (its owner); the overview and the dashboard show the new name. */
export function useRenameProject() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation(
    trpc.projects.rename.mutationOptions({
      onSuccess: async (project) => {
        await setAnsweredData(queryClient, trpc.projects.get.queryKey({ id: project.id }), project);
        void queryClient.invalidateQueries({ queryKey: trpc.projects.list.queryKey() });
      },
      onError: (error) =>
        notification.error(errorToast(text.renameFailed, error, { serverWordsFor: DOMAIN_REFUSAL_STATUSES })),
    }),
  );
}
