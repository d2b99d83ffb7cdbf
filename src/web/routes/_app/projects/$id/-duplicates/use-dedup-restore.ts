import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import type { DuplicateDetail } from '../../../../../../shared/dedup.schema.ts';
import { dedupScreenMessages as text } from '../../../../../../shared/dedup-screen.messages.ts';
import { useTRPC, useTRPCClient } from '../../../../../trpc.ts';
import { DOMAIN_REFUSAL_STATUSES, errorToast } from '../../../../../lib/api-errors.ts';

/**
 * Puts a removed duplicate back. `restored` holds the records restored during this visit, so they leave
 * the list at once, before the server's list comes again.
 */
export function useDedupRestore(projectId: number) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const [restored, setRestored] = useState<ReadonlySet<number>>(() => new Set());
  const mutation = useMutation({
    mutationFn: (detail: DuplicateDetail) => client.dedup.restore.mutate({ projectId, recordId: detail.record_id }),
    onSuccess: (_ok, detail) => {
      setRestored((ids) => new Set(ids).add(detail.record_id));
      notification.success({ title: text.restored, description: text.restoredDescription(detail.removed.id) });
    },
    onError: (error) =>
      notification.error(errorToast(text.restoreFailed, error, { serverWordsFor: DOMAIN_REFUSAL_STATUSES })),
    // The counts change on success; on failure the list may be out of date (restored in another tab).
    onSettled: () => {
      void queryClient.invalidateQueries(trpc.dedup.pathFilter());
      void queryClient.invalidateQueries({ queryKey: trpc.projects.get.queryKey({ id: projectId }) });
    },
  });
  return {
    restore: mutation.mutate,
    restoringId: mutation.isPending ? mutation.variables.record_id : undefined,
    restored,
  };
}
