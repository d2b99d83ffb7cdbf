import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../trpc.ts';
import { useSession } from './use-session.ts';

/** Admin lists are asked again twice before they count as failed (other queries never retry). */
const ADMIN_RETRIES = 2;

/** Admin queries only run for administrators, so a regular user never asks for them. */
function useAdminQueryOptions() {
  const { user } = useSession();
  // A new page or search keeps the rows on screen until its own arrive, so the list does not jump.
  return { enabled: user?.is_admin === true, retry: ADMIN_RETRIES, placeholderData: keepPreviousData };
}

export function useAdminStats() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.stats.queryOptions(undefined, useAdminQueryOptions()));
}

export function useAdminUsers(input: { search?: string; page: number; page_size: number }) {
  const trpc = useTRPC();
  return useQuery(trpc.admin.users.queryOptions(input, useAdminQueryOptions()));
}

export function useAdminProjects(input: {
  search?: string;
  status: 'all' | 'active' | 'inactive';
  page: number;
  page_size: number;
}) {
  const trpc = useTRPC();
  return useQuery(trpc.admin.projects.queryOptions(input, useAdminQueryOptions()));
}
