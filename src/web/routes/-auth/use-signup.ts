import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { messages } from '../../../shared/messages.ts';
import { useTRPC } from '../../trpc.ts';
import { useSignedIn } from './use-signed-in.ts';
import { AUTH_FORM_STATUSES, errorToast } from '../../lib/api-errors.ts';

/** Creates the account; the server signs the new user in at once, so this ends like a login. */
export function useSignup() {
  const trpc = useTRPC();
  const signedIn = useSignedIn();
  const { notification } = App.useApp();
  return useMutation(
    trpc.auth.signup.mutationOptions({
      onSuccess: async (user) => {
        await signedIn(user);
        notification.success({
          title: messages.toast.registrationSuccess,
          description: messages.toast.welcome(user.first_name),
        });
      },
      onError: (error) =>
        notification.error(
          errorToast(messages.toast.registrationFailed, error, { serverWordsFor: AUTH_FORM_STATUSES }),
        ),
    }),
  );
}
