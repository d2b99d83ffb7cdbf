import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { accountScreenMessages as text } from '../../shared/account-screen.messages.ts';
import { errorToast } from '../lib/api-errors.ts';
import { useTRPC } from '../trpc.ts';
import { useSetSession } from './use-session.ts';

/** Saves the signed-in user's name; the header's avatar and menu show the new one at once. */
export function useUpdateProfile() {
  const trpc = useTRPC();
  const setSession = useSetSession();
  const { notification } = App.useApp();
  return useMutation(
    trpc.auth.updateProfile.mutationOptions({
      onSuccess: (user) => {
        setSession(user);
        notification.success({ title: text.profileUpdated, description: text.profileUpdatedDescription });
      },
      onError: (error) => notification.error(errorToast(text.profileUpdateFailed, error)),
    }),
  );
}

/** Changes the password after the server has checked the current one; other sessions end. */
export function useChangePassword() {
  const trpc = useTRPC();
  const { notification } = App.useApp();
  return useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: () =>
        notification.success({ title: text.passwordChanged, description: text.passwordChangedDescription }),
      onError: (error) => notification.error(errorToast(text.passwordChangeFailed, error)),
    }),
  );
}
