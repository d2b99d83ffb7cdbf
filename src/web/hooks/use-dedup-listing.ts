import { useQuery } from '@tanstack/react-query';
import { dedupScreenMessages as text } from '../../shared/messages.ts';
import { useTRPC } from '../trpc.ts';
import { useErrorToast } from './use-error-toast.ts';

/** The project's removed duplicates and the pairs waiting for a decision. */
export function useDedupListing(projectId: number) {
  const trpc = useTRPC();
  const query = useQuery(trpc.dedup.list.queryOptions({ projectId }));
  useErrorToast(query.isError, text.listFailed, query.error?.message);
  return query;
}
