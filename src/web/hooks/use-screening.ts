import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { screeningMessages as text } from '../../shared/screening.messages.ts';
import type { StoppingQuery } from '../../shared/screening.schema.ts';
import { DOMAIN_REFUSAL_STATUSES, errorToast } from '../lib/api-errors.ts';
import { outcomeUnknown } from '../lib/decision-outcome.ts';
import { useTRPC, type Trpc } from '../trpc.ts';
import { setAnsweredData } from '../lib/answered-data.ts';

/** How often the screening view asks whether the model has caught up, while decisions wait for a retrain. */
const MODEL_POLL_MS = 3_000;

/** The stopping test at the target recall and confidence the user set; the last answer stays while a new one loads. */
export function useStopping(projectId: number, options: StoppingQuery) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.screening.stopping.queryOptions({ projectId, ...options }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Where screening stands (counts, the model's age): the next record's answer without the record. Polled
 * while the latest model has not seen every decision, so "model updated" appears without a click.
 */
export function useScreeningStatus(projectId: number) {
  const trpc = useTRPC();
  return useQuery(screeningStatusOptions(trpc, projectId));
}

/** The query behind useScreeningStatus, for the hook and the screening page's loader. */
export function screeningStatusOptions(trpc: Trpc, projectId: number) {
  return trpc.screening.next.queryOptions(
    { projectId, skip: [] },
    {
      refetchInterval: (query) =>
        query.state.data && query.state.data.labelled_since_training > 0 ? MODEL_POLL_MS : false,
    },
  );
}

/** Everything a decision changes on other screens: counts, lists, the stopping test, the overview. */
export function useScreeningInvalidation(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: trpc.screening.stopping.queryKey({ projectId }) });
    // Exactly the status (no skip): the next records fetched ahead stay as they are, still unscreened.
    void queryClient.invalidateQueries({
      queryKey: trpc.screening.next.queryKey({ projectId, skip: [] }),
      exact: true,
    });
    void queryClient.invalidateQueries({ queryKey: trpc.projects.get.queryKey({ id: projectId }) });
    void queryClient.invalidateQueries({
      queryKey: trpc.citations.filter.queryKey({ projectId }),
      refetchType: 'none',
    });
  };
}

/** What a failed decision says, once it is given up. */
export const decisionFailedToast = (error: unknown) =>
  errorToast(text.decisionFailed, error, { serverWordsFor: DOMAIN_REFUSAL_STATUSES });

/**
 * One decision (relevant, irrelevant, or none to undo it) on the screening view; a refusal says why. With
 * `resolvesUnanswered` a failure whose outcome is unknown (outcomeUnknown) is left to the caller, which asks again
 * before saying anything (useGiveDecision).
 */
export function useDecide(projectId: number, { resolvesUnanswered = false } = {}) {
  const trpc = useTRPC();
  const { notification } = App.useApp();
  const invalidate = useScreeningInvalidation(projectId);
  return useMutation(
    trpc.citations.setLabel.mutationOptions({
      // In the order they were given, so a quick decision and its undo reach the server in that order.
      scope: { id: `citation-labels-${projectId}` },
      onError: (error) => {
        if (!(resolvesUnanswered && outcomeUnknown(error))) notification.error(decisionFailedToast(error));
      },
      onSettled: invalidate,
    }),
  );
}

/** "Finish screening": records the time and the stopping test at the user's settings. */
export function useFinishScreening() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation(
    trpc.screening.finish.mutationOptions({
      onSuccess: async (project) => {
        await setAnsweredData(queryClient, trpc.projects.get.queryKey({ id: project.id }), project);
        void queryClient.invalidateQueries({ queryKey: trpc.projects.list.queryKey() });
        notification.success({ title: text.finished, description: text.finishedDescription });
      },
      onError: (error) =>
        notification.error(errorToast(text.finishFailed, error, { serverWordsFor: DOMAIN_REFUSAL_STATUSES })),
    }),
  );
}

/** Switches an iteration project to continuous screening (never back). */
export function useSwitchToContinuous(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation(
    trpc.projects.setScreeningMode.mutationOptions({
      onSuccess: async (project) => {
        await setAnsweredData(queryClient, trpc.projects.get.queryKey({ id: project.id }), project);
        void queryClient.invalidateQueries({ queryKey: trpc.projects.list.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.citations.filter.queryKey({ projectId }) });
        notification.success({ title: text.switched, description: text.switchedDescription });
      },
      onError: (error) =>
        notification.error(errorToast(text.switchFailed, error, { serverWordsFor: DOMAIN_REFUSAL_STATUSES })),
    }),
  );
}
