import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NextResponse } from '../../../../../../shared/screening.schema.ts';
import { useTRPC } from '../../../../../trpc.ts';

/**
 * How many unlabelled records the keyword lists hide, for the note after "Left": the list's count for the project
 * (one row asked for), read once, and again after each decision while the view serves the hidden records, the only
 * time this view's decisions change it (it serves them last).
 */
export function useHiddenCount(projectId: number, status: NextResponse | undefined): number {
  const trpc = useTRPC();
  const { data, refetch } = useQuery({
    ...trpc.citations.filter.queryOptions({ projectId, page: 1, page_size: 1 }),
    select: (list) => list.project_hidden_by_keywords ?? 0,
  });
  const servingHidden = status?.hidden_by_keywords ?? false;
  const remaining = status?.progress.remaining;
  useEffect(() => {
    if (servingHidden) void refetch();
  }, [servingHidden, remaining, refetch]);
  return data ?? 0;
}
