import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { projectScreenMessages as text } from '../../../../shared/project-screen.messages.ts';
import type { ProjectOutput } from '../../../../shared/project.schema.ts';
import {
  DELETE_TIMEOUT_MS,
  deleteFailureText,
  deleteRetryDelay,
  httpStatusOf,
  isConnectionFailure,
  retryDelete,
} from '../../../lib/project-delete.policy.ts';
import { useTRPC, useTRPCClient } from '../../../trpc.ts';

/** After a network failure the connection toast stays 7 s and the list is fetched again 2 s later. */
const CONNECTION_TOAST_SECONDS = 7;
const REFETCH_AFTER_MS = 2_000;

/** Deletes a project with the spec's retry policy, updates the list and says how it went. */
export function useDeleteProject() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const listKey = trpc.projects.list.queryKey();
  return useMutation({
    mutationFn: (project: ProjectOutput) =>
      client.projects.delete.mutate({ id: project.id }, { signal: AbortSignal.timeout(DELETE_TIMEOUT_MS) }),
    retry: retryDelete,
    retryDelay: deleteRetryDelay,
    onSuccess: (_result, project) => {
      queryClient.setQueryData(listKey, (list) => list?.filter((p) => p.id !== project.id));
      queryClient.removeQueries({ queryKey: trpc.projects.get.queryKey({ id: project.id }) });
      notification.success({ title: text.deleted, description: text.deletedDescription(project.name) });
    },
    onError: (error) => {
      if (isConnectionFailure(error)) {
        // The request may have reached the server before the connection broke, so the list is asked again.
        notification.warning({
          title: text.connectionIssue,
          description: text.connectionIssueDescription,
          duration: CONNECTION_TOAST_SECONDS,
        });
        setTimeout(() => void queryClient.refetchQueries({ queryKey: listKey }), REFETCH_AFTER_MS);
        return;
      }
      if (httpStatusOf(error) === 404) void queryClient.invalidateQueries({ queryKey: listKey });
      notification.error({ title: text.deleteFailed, description: deleteFailureText(error) });
    },
  });
}
