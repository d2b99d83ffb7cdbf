import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { labellingScreenMessages as text } from '../../shared/messages.ts';
import { useTRPC } from '../trpc.ts';
import { DOMAIN_REFUSAL_STATUSES, errorToast } from '../lib/api-errors.ts';

/** Suggested words and the saved lists. The first call on a project builds its word index, which can take seconds. */
export function useKeywords(projectId: number) {
  const trpc = useTRPC();
  return useQuery(trpc.keywords.get.queryOptions({ projectId }));
}

/**
 * How many citations the saved lists let through to labelling. A page of one citation is enough:
 * the totals come with it.
 */
export function useKeywordMatchCount(projectId: number) {
  const trpc = useTRPC();
  const { data, isFetching } = useQuery(trpc.citations.filter.queryOptions({ projectId, page: 1, page_size: 1 }));
  return data && { matching: data.total_after_filtering, total: data.total_before_filtering, isFetching };
}

/** Saves both lists; what the server stored becomes the cached lists, and every list they filter is fetched again. */
export function useSaveKeywords(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { message, notification } = App.useApp();
  return useMutation(
    trpc.keywords.save.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.keywords.get.queryKey({ projectId }), (data) => data && { ...data, selected_keywords: saved });
        void queryClient.invalidateQueries({ queryKey: trpc.citations.filter.queryKey({ projectId }) });
        // Saving marks the keyword step done on the project overview.
        void queryClient.invalidateQueries({ queryKey: trpc.projects.get.queryKey({ id: projectId }) });
        void message.success(text.keywordsSaved);
      },
      onError: (error) => notification.error(errorToast(text.keywordsUpdateFailed, error, { serverWordsFor: DOMAIN_REFUSAL_STATUSES })),
    }),
  );
}
