import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useState } from 'react';
import { labellingScreenMessages as text } from '../../../../../../shared/labelling-screen.messages.ts';
import type { KeywordLists } from './keyword-lists.ts';
import { useTRPC, type Trpc } from '../../../../../trpc.ts';
import { DOMAIN_REFUSAL_STATUSES, errorToast } from '../../../../../lib/api-errors.ts';
import { setAnsweredData } from '../../../../../lib/answered-data.ts';

/** Suggested words and the saved lists. The first call on a project builds its word index, which can take seconds. */
export function useKeywords(projectId: number) {
  const trpc = useTRPC();
  return useQuery(keywordsOptions(trpc, projectId));
}

/** The query behind useKeywords, for the hook and the loaders that start the word index early. */
export const keywordsOptions = (trpc: Trpc, projectId: number) => trpc.keywords.get.queryOptions({ projectId });

/** How long editing pauses before the lists are counted again. */
const COUNT_DELAY_MS = 300;

/**
 * How many citations the lists being edited would let through to labelling, counted by the server
 * once editing pauses; the last count stays on screen while the next one is fetched.
 */
export function useKeywordMatchCount(projectId: number, lists: KeywordLists) {
  const trpc = useTRPC();
  const [counted, setCounted] = useState(lists);
  useEffect(() => {
    const timer = setTimeout(() => setCounted(lists), COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lists]);
  const { data, isFetching } = useQuery({
    ...trpc.keywords.preview.queryOptions({ projectId, ...counted }),
    placeholderData: keepPreviousData,
  });
  return data && { ...data, isFetching: isFetching || counted !== lists };
}

/**
 * Asks before lists are saved that would not let through some of the citations labelled relevant:
 * unlabelled citations like them would leave the screening. Answers whether to save.
 */
export function useConfirmHiding(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  return async (lists: KeywordLists): Promise<boolean> => {
    const count = await queryClient
      .fetchQuery(trpc.keywords.preview.queryOptions({ projectId, ...lists }))
      .catch(() => undefined);
    if (!count || count.relevant_unmatched === 0) return true;
    return modal.confirm({
      title: text.confirmHidingTitle,
      content: `${text.relevantUnmatched(count.relevant_unmatched, count.relevant)} ${text.confirmHidingTotal(count.hidden)}`,
      okText: 'Save anyway',
      cancelText: 'Keep editing',
    });
  };
}

/** Saves both lists; what the server stored becomes the cached lists, and every list they filter is fetched again. */
export function useSaveKeywords(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { message, notification } = App.useApp();
  return useMutation(
    trpc.keywords.save.mutationOptions({
      onSuccess: async (saved) => {
        await setAnsweredData(
          queryClient,
          trpc.keywords.get.queryKey({ projectId }),
          (data) => data && { ...data, selected_keywords: saved },
        );
        void queryClient.invalidateQueries({ queryKey: trpc.citations.filter.queryKey({ projectId }) });
        // Saving marks the keyword step done on the project overview.
        void queryClient.invalidateQueries({ queryKey: trpc.projects.get.queryKey({ id: projectId }) });
        void message.success(text.keywordsSaved);
      },
      onError: (error) =>
        notification.error(errorToast(text.keywordsUpdateFailed, error, { serverWordsFor: DOMAIN_REFUSAL_STATUSES })),
    }),
  );
}
