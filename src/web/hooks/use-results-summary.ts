import { useQuery } from '@tanstack/react-query';
import { useTRPC, type Trpc } from '../trpc.ts';

/** The query behind useResultsSummary, for the hook and the Results page's loader. */
export const resultsSummaryOptions = (trpc: Trpc, projectId: number) =>
  trpc.training.summary.queryOptions({ projectId });

/** Labels per iteration, the score histogram and "Still to find" (the estimate of relevant citations left). */
export function useResultsSummary(projectId: number, enabled = true) {
  const trpc = useTRPC();
  return useQuery({ ...resultsSummaryOptions(trpc, projectId), enabled });
}
