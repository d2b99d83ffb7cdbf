import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { dualMessages as text } from '../../shared/dual.messages.ts';
import type { ConflictState } from '../../shared/dual.schema.ts';
import { DOMAIN_REFUSAL_STATUSES, errorToast } from '../lib/api-errors.ts';
import { useTRPC, type Trpc } from '../trpc.ts';
import { useScreeningInvalidation } from './use-screening.ts';
import { setAnsweredData } from '../lib/answered-data.ts';

/** Agreement and kappa: for useAgreement and the Conflicts page's loader. */
export const agreementOptions = (trpc: Trpc, projectId: number) => trpc.dual.agreement.queryOptions({ projectId });

/** The open conflicts (or the resolved ones): for useConflicts and the Conflicts page's loader. */
export const conflictsOptions = (trpc: Trpc, projectId: number, state: ConflictState = 'open') =>
  trpc.dual.conflicts.queryOptions(state === 'open' ? { projectId } : { projectId, state });

/** Blind dual screening: decisions per reviewer, agreement and kappa, conflicts open and resolved. */
export function useAgreement(projectId: number) {
  const trpc = useTRPC();
  return useQuery(agreementOptions(trpc, projectId));
}

/** The open conflicts (or the resolved ones), each reviewer's decision and notes side by side. */
export function useConflicts(projectId: number, state: ConflictState = 'open') {
  const trpc = useTRPC();
  return useQuery(conflictsOptions(trpc, projectId, state));
}

/** A lead's decision on a conflict; the lists and counts that show it are read again. */
export function useResolveConflict(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { message, notification } = App.useApp();
  const invalidate = useScreeningInvalidation(projectId);
  return useMutation(
    trpc.dual.resolve.mutationOptions({
      onSuccess: (citation) => void message.success(text.resolved(citation.is_relevant === true)),
      onError: (error) =>
        notification.error(errorToast(text.resolveFailed, error, { serverWordsFor: DOMAIN_REFUSAL_STATUSES })),
      onSettled: () => {
        invalidate();
        void queryClient.invalidateQueries({ queryKey: trpc.dual.conflicts.queryKey({ projectId }) });
        void queryClient.invalidateQueries({ queryKey: trpc.dual.agreement.queryKey({ projectId }) });
      },
    }),
  );
}

/**
 * One or two screeners per record (a lead's choice, continuous screening). Going to one decides the records
 * waiting for a second reviewer, so every count that shows them is read again.
 */
export function useSetScreenersPerRecord(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { message, notification } = App.useApp();
  const invalidate = useScreeningInvalidation(projectId);
  return useMutation(
    trpc.projects.setScreenersPerRecord.mutationOptions({
      onSuccess: async (project) => {
        await setAnsweredData(queryClient, trpc.projects.get.queryKey({ id: project.id }), project);
        void queryClient.invalidateQueries({ queryKey: trpc.screening.next.queryKey({ projectId: project.id }) });
        void message.success(text.settingSaved(project.screeners_per_record));
      },
      onError: (error) =>
        notification.error(errorToast(text.settingFailed, error, { serverWordsFor: DOMAIN_REFUSAL_STATUSES })),
      onSettled: () => {
        invalidate();
        void queryClient.invalidateQueries({ queryKey: trpc.dual.conflicts.queryKey({ projectId }) });
        void queryClient.invalidateQueries({ queryKey: trpc.dual.agreement.queryKey({ projectId }) });
      },
    }),
  );
}
