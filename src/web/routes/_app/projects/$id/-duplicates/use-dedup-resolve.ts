import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import type { PossibleDuplicateOut, ResolveAction } from '../../../../../../shared/dedup.schema.ts';
import { dedupScreenMessages as text } from '../../../../../../shared/dedup-screen.messages.ts';
import { useTRPC, useTRPCClient } from '../../../../../trpc.ts';
import { DOMAIN_REFUSAL_STATUSES, errorToast } from '../../../../../lib/api-errors.ts';

export interface PairDecision {
  pairs: PossibleDuplicateOut[];
  /** "remove" sets one copy of each pair aside; "dismiss" keeps both. */
  action: ResolveAction;
}

/**
 * Decides possible pairs, one or many, all or none (dedup.resolveMany). The pairs leave the list at
 * once (`decided`); a refusal brings them back and says why.
 */
export function useDedupResolve(projectId: number) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const [decided, setDecided] = useState<ReadonlySet<number>>(() => new Set());
  const change = (ids: number[], add: boolean) =>
    setDecided((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (add) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const mutation = useMutation({
    mutationFn: ({ pairs, action }: PairDecision) =>
      client.dedup.resolveMany.mutate({ projectId, record_ids: pairs.map((p) => p.record_id), action }),
    onMutate: ({ pairs }) =>
      change(
        pairs.map((p) => p.record_id),
        true,
      ),
    onSuccess: (result, { pairs, action }) =>
      notification.success(
        pairs.length > 1
          ? {
              title: result.message,
              description: action === 'remove' ? text.manyRemovedDescription : text.pairDismissedDescription,
            }
          : action === 'remove'
            ? { title: text.pairRemoved, description: text.pairRemovedDescription(pairs[0]!.b.id) }
            : { title: text.pairDismissed, description: text.pairDismissedDescription },
      ),
    onError: (error, { pairs }) => {
      change(
        pairs.map((p) => p.record_id),
        false,
      );
      notification.error(errorToast(text.resolveFailed, error, { serverWordsFor: DOMAIN_REFUSAL_STATUSES }));
    },
    // A removal adds to the removed list and changes the counts; a failure needs the server's list back.
    onSettled: () => {
      void queryClient.invalidateQueries(trpc.dedup.pathFilter());
      void queryClient.invalidateQueries({ queryKey: trpc.projects.get.queryKey({ id: projectId }) });
    },
  });
  return { decide: mutation.mutate, pending: mutation.isPending, decided };
}
