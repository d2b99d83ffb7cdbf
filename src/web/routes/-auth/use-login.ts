import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { messages } from '../../../shared/messages.ts';
import { useTRPC } from '../../trpc.ts';
import { useSignedIn } from './use-signed-in.ts';
import { AUTH_FORM_STATUSES, errorToast } from '../../lib/api-errors.ts';

/** Signs in; says so in a toast and makes the new identity the cached one. */
export function useLogin() {
  const trpc = useTRPC();
  const signedIn = useSignedIn();
  const { notification } = App.useApp();
  return useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async (user) => {
        await signedIn(user);
        notification.success({
          title: messages.toast.loginSuccess,
          description: messages.toast.welcomeBack(user.first_name),
        });
      },
      onError: (error) =>
        notification.error(errorToast(messages.toast.loginFailed, error, { serverWordsFor: AUTH_FORM_STATUSES })),
    }),
  );
}
