import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { dedupScreenMessages as text } from '../../shared/dedup-screen.messages.ts';
import {
  projectAfterRun,
  REFRESH_AFTER_MS,
  RUN_TIMEOUT_MS,
  runFailureText,
  SUCCESS_TOAST_SECONDS,
} from '../lib/dedup-run.policy.ts';
import { useTRPC, useTRPCClient } from '../trpc.ts';
import { setAnsweredData } from '../lib/answered-data.ts';

/** Runs duplicate detection (120 s at most) and says how it went (8 s); the project is read again 1 s later. */
export function useDedupRun(projectId: number) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const projectKey = trpc.projects.get.queryKey({ id: projectId });
  return useMutation({
    mutationFn: () => client.dedup.run.mutate({ projectId }, { signal: AbortSignal.timeout(RUN_TIMEOUT_MS) }),
    onSuccess: async (result) => {
      notification.success({ title: text.removedTitle, description: result.message, duration: SUCCESS_TOAST_SECONDS });
      await setAnsweredData(queryClient, projectKey, (project) => project && projectAfterRun(project, result));
      // Reset, not only invalidated: the lists the page loaded with (none removed) would show until the new ones came.
      void queryClient.resetQueries(trpc.dedup.pathFilter());
      void queryClient.invalidateQueries({ queryKey: trpc.projects.list.queryKey() });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: projectKey }), REFRESH_AFTER_MS);
    },
    onError: (error) => notification.error({ title: text.removeFailed, description: runFailureText(error) }),
  });
}
