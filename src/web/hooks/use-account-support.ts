import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../trpc.ts';

/** The support address, one server setting (SUPPORT_EMAIL); `failed` when it could not be loaded. */
export function useSupportEmail() {
  const trpc = useTRPC();
  const query = useQuery(trpc.auth.config.queryOptions());
  return { email: query.data?.support_email, failed: query.isError };
}
