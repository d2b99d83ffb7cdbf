import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { FilterResult } from '../../shared/citation.schema.ts';
import { labellingScreenMessages as text } from '../../shared/labelling-screen.messages.ts';
import { applyLabel, applyOwnDecision } from '../lib/label-rules.ts';
import { useTRPC } from '../trpc.ts';
import { DOMAIN_REFUSAL_STATUSES, errorToast } from '../lib/api-errors.ts';

type PageKey = ReturnType<ReturnType<typeof useTRPC>['citations']['filter']['queryKey']>;

/**
 * Sets, changes or clears a label (with blind dual screening, the caller's own decision). The page on
 * screen changes at once, counters included; a refusal puts the citation back, says why, and the list is fetched again.
 */
export function useLabelCitation(projectId: number, pageKey: PageKey, dual = false) {
  const apply = dual ? applyOwnDecision : applyLabel;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const listsKey = trpc.citations.filter.queryKey({ projectId });
  const update = (key: PageKey, change: (page: FilterResult) => FilterResult) =>
    queryClient.setQueryData(key, (page) => page && change(page));

  return useMutation(
    trpc.citations.setLabel.mutationOptions({
      // One after another, so quick keys (r, then i) reach the server in the order they were pressed.
      scope: { id: `citation-labels-${projectId}` },
      onMutate: async ({ citationId, is_relevant }) => {
        // A fetch already under way would land after this change and undo it on screen.
        await queryClient.cancelQueries({ queryKey: listsKey });
        const before = queryClient.getQueryData(pageKey)?.citations.find((c) => c.id === citationId);
        update(pageKey, (page) => apply(page, citationId, is_relevant));
        return { key: pageKey, before: (dual ? before?.review?.decision : before?.is_relevant) ?? null };
      },
      onError: (error, { citationId }, context) => {
        if (context) update(context.key, (page) => apply(page, citationId, context.before));
        notification.error(errorToast(text.citationUpdateFailed, error, { serverWordsFor: DOMAIN_REFUSAL_STATUSES }));
      },
      onSettled: () => {
        // Only the last of several queued labels refetches, so an earlier answer never overwrites a later label.
        if (queryClient.isMutating({ mutationKey: trpc.citations.setLabel.mutationKey() }) > 1) return;
        void queryClient.invalidateQueries({ queryKey: listsKey });
        // The overview's counts and the keyword suggestions (which learn from labels) are stale too.
        void queryClient.invalidateQueries({
          queryKey: trpc.projects.get.queryKey({ id: projectId }),
          refetchType: 'none',
        });
        void queryClient.invalidateQueries({
          queryKey: trpc.keywords.get.queryKey({ projectId }),
          refetchType: 'none',
        });
        // "Still to find" counts the relevant labels given since the last training (LateInReview reads it).
        void queryClient.invalidateQueries({ queryKey: trpc.training.summary.queryKey({ projectId }) });
        // In continuous mode the bar's counts come from the screening status.
        void queryClient.invalidateQueries({
          queryKey: trpc.screening.next.queryKey({ projectId, skip: [] }),
          exact: true,
        });
      },
    }),
  );
}
