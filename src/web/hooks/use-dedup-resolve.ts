import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { PossibleDuplicateOut } from '../../shared/dedup.schema.ts';
import { dedupScreenMessages as text } from '../../shared/dedup-screen.messages.ts';
import { useTRPC, useTRPCClient } from '../trpc.ts';
import { DOMAIN_REFUSAL_STATUSES, errorToast } from '../lib/api-errors.ts';

export interface PairDecision {
  pair: PossibleDuplicateOut;
  /** "remove" sets the second citation aside; "dismiss" keeps both. */
  action: 'remove' | 'dismiss';
}

/** Decides a possible duplicate. The pair leaves the list at once; a failure brings the list back from the server. */
export function useDedupResolve(projectId: number) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const possibleKey = trpc.dedup.possible.queryKey({ projectId });
  return useMutation({
    mutationFn: ({ pair, action }: PairDecision) => client.dedup.resolve.mutate({ projectId, recordId: pair.record_id, action }),
    onMutate: async ({ pair }) => {
      // A fetch already under way would put the pair back when it lands.
      await queryClient.cancelQueries({ queryKey: possibleKey });
      queryClient.setQueryData(possibleKey, (pairs) => pairs?.filter((p) => p.record_id !== pair.record_id));
    },
    onSuccess: (_ok, { pair, action }) =>
      notification.success(
        action === 'remove'
          ? { title: text.pairRemoved, description: text.pairRemovedDescription(pair.b.id) }
          : { title: text.pairDismissed, description: text.pairDismissedDescription },
      ),
    onError: (error) => notification.error(errorToast(text.resolveFailed, error, { serverWordsFor: DOMAIN_REFUSAL_STATUSES })),
    // A removal adds to the removed list and changes the counts; a failure needs the server's list back.
    onSettled: () => {
      void queryClient.invalidateQueries(trpc.dedup.pathFilter());
      void queryClient.invalidateQueries({ queryKey: trpc.projects.get.queryKey({ id: projectId }) });
    },
  });
}
