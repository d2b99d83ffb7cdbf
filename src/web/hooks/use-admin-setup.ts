import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { adminScreenMessages as text } from '../../shared/admin-screen.messages.ts';
import { isNoResponse, CONNECTION_TOAST_SECONDS } from '../lib/api-errors.ts';
import { useTRPC } from '../trpc.ts';

/** Creates an administrator account and says how it went: "Admin account created successfully", or why not. */
export function useCreateAdmin() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation(
    trpc.admin.createAdmin.mutationOptions({
      onSuccess: () => {
        notification.success({ title: text.adminCreated, description: text.adminCreatedDescription });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
      },
      // The server's own message says why (an administrator exists already, the e-mail is taken).
      onError: (error) =>
        notification.error({
          title: text.createAdminFailed,
          description: error.message || text.createAdminFallback,
          duration: isNoResponse(error) ? CONNECTION_TOAST_SECONDS : undefined,
        }),
    }),
  );
}

/** Whether the installation has an administrator yet (public): undefined while unknown or unreadable. */
export function useAdminExists(): boolean | undefined {
  const trpc = useTRPC();
  return useQuery(trpc.admin.setupStatus.queryOptions()).data?.admin_exists;
}
