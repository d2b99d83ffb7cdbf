import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { AdminUser } from '../../../../../shared/admin.schema.ts';
import { adminScreenMessages as text } from '../../../../../shared/admin-screen.messages.ts';
import { errorToast } from '../../../../lib/api-errors.ts';
import { useTRPC } from '../../../../trpc.ts';
import { useSession, useSetSession } from '../../../../hooks/use-session.ts';

/** After any admin change the lists, the counts and the dashboard are asked again. */
function useRefreshAdminData() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
}

/** Saves a user's username, e-mail and admin flag. */
export function useUpdateUser() {
  const trpc = useTRPC();
  const refresh = useRefreshAdminData();
  const { user: me } = useSession();
  const setSession = useSetSession();
  const { notification } = App.useApp();
  return useMutation(
    trpc.admin.updateUser.mutationOptions({
      onSuccess: (user) => {
        // An administrator editing their own account sees the change in the header at once.
        if (me && user.id === me.id)
          setSession({ ...me, username: user.username, email: user.email, is_admin: user.is_admin });
        notification.success({ title: text.userUpdated, description: text.userUpdatedDescription(user.username) });
        void refresh();
      },
      onError: (error) => notification.error(errorToast(text.updateUserFailed, error)),
    }),
  );
}

/** Deletes a user and, on the server, all their projects. */
export function useDeleteUser() {
  const trpc = useTRPC();
  const refresh = useRefreshAdminData();
  const { notification } = App.useApp();
  return useMutation(
    trpc.admin.deleteUser.mutationOptions({
      onSuccess: () => {
        notification.success({ title: text.userDeleted });
        void refresh();
      },
      onError: (error) => notification.error(errorToast(text.deleteUserFailed, error)),
    }),
  );
}

/** Sets the password the dialog generated; the dialog shows it once the server has taken it. */
export function useResetPassword(user: AdminUser | undefined) {
  const trpc = useTRPC();
  const { notification } = App.useApp();
  return useMutation(
    trpc.admin.resetPassword.mutationOptions({
      onSuccess: () =>
        user &&
        notification.success({
          title: text.passwordResetDone,
          description: text.passwordResetDoneDescription(user.username),
        }),
      onError: (error) => notification.error(errorToast(text.resetPasswordFailed, error)),
    }),
  );
}

/** Copies text to the clipboard, saying so either way; the clipboard can refuse (no permission, no focus). */
export function useCopyToClipboard() {
  const { message } = App.useApp();
  return async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      void message.success(text.copied);
    } catch {
      void message.error(text.copyFailed);
    }
  };
}
