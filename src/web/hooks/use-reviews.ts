import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { FilterResult } from '../../shared/citation.schema.ts';
import { reviewMessages as text } from '../../shared/review.messages.ts';
import type { ReviewOutput } from '../../shared/review.schema.ts';
import { DOMAIN_REFUSAL_STATUSES, errorToast } from '../lib/api-errors.ts';
import { useTRPC, type Trpc } from '../trpc.ts';
import { useScreeningInvalidation } from './use-screening.ts';
import { setAnsweredData } from '../lib/answered-data.ts';

/** The exclusion reasons: for useExclusionReasons and the loaders of the pages that show them. */
export const exclusionReasonsOptions = (trpc: Trpc, projectId: number) =>
  trpc.reviews.reasons.queryOptions({ projectId });

/** The tags given in the project: for useProjectTags and the loaders of the pages that show them. */
export const projectTagsOptions = (trpc: Trpc, projectId: number) => trpc.reviews.tags.queryOptions({ projectId });

/** The project's exclusion reasons, in order. */
export function useExclusionReasons(projectId: number) {
  const trpc = useTRPC();
  return useQuery(exclusionReasonsOptions(trpc, projectId));
}

/** The tags reviewers gave in the project (offered while tagging, and as a filter). */
export function useProjectTags(projectId: number) {
  const trpc = useTRPC();
  return useQuery(projectTagsOptions(trpc, projectId));
}

/** The caller's review written into every cached list page holding the record, so a card shows it at once. */
function useWriteReviewToLists(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (review: ReviewOutput) =>
    queryClient.setQueriesData<FilterResult>(
      { queryKey: trpc.citations.filter.queryKey({ projectId }) },
      (page) =>
        page && {
          ...page,
          citations: page.citations.map((c) =>
            c.id === review.citation_id
              ? { ...c, review: { note: review.note, tags: review.tags, exclusion_reason: review.exclusion_reason } }
              : c,
          ),
        },
    );
}

/**
 * Saves the caller's note, tags or exclusion reason on a record; a refusal says why. The saves of a project
 * go one after the other (a note saved as it is typed, then again when the field is left), so the last one
 * sent is the one kept.
 */
export function useSaveReview(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const write = useWriteReviewToLists(projectId);
  return useMutation(
    trpc.reviews.save.mutationOptions({
      scope: { id: `review-save-${projectId}` },
      onSuccess: (review) => {
        write(review);
        void queryClient.invalidateQueries({ queryKey: trpc.reviews.tags.queryKey({ projectId }) });
        void queryClient.invalidateQueries({ queryKey: trpc.prisma.get.queryKey({ projectId }), refetchType: 'none' });
      },
      onError: (error) =>
        notification.error(errorToast(text.saveFailed, error, { serverWordsFor: DOMAIN_REFUSAL_STATUSES })),
    }),
  );
}

/** Sets a record aside as Maybe, or takes it back; in line with the label clicks, so an undo lands after it. */
export function useSetMaybe(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const invalidate = useScreeningInvalidation(projectId);
  return useMutation(
    trpc.reviews.setMaybe.mutationOptions({
      scope: { id: `citation-labels-${projectId}` },
      onError: (error) =>
        notification.error(errorToast(text.maybeFailed, error, { serverWordsFor: DOMAIN_REFUSAL_STATUSES })),
      onSettled: () => {
        invalidate();
        void queryClient.invalidateQueries({ queryKey: trpc.citations.filter.queryKey({ projectId }) });
      },
    }),
  );
}

/** A lead saves the project's list of exclusion reasons. */
export function useSaveExclusionReasons(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation(
    trpc.reviews.saveReasons.mutationOptions({
      onSuccess: async (saved) => {
        await setAnsweredData(queryClient, trpc.reviews.reasons.queryKey({ projectId }), saved);
        notification.success({ title: text.reasonsSaved });
      },
      onError: (error) =>
        notification.error(errorToast(text.reasonsFailed, error, { serverWordsFor: DOMAIN_REFUSAL_STATUSES })),
    }),
  );
}
