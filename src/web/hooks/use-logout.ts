import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { App } from 'antd';
import { messages } from '../../shared/messages.ts';
import { useTRPC } from '../trpc.ts';
import { useSetSession } from './use-session.ts';
import { errorToast } from '../lib/api-errors.ts';
import { noteDrafts } from '../lib/note-drafts.ts';

/** The cache is emptied about 100 ms after leaving, once the signed-in page has gone. */
const CLEAR_CACHE_DELAY_MS = 100;

/** Signs out: forgets the user and their unsaved note drafts, goes to /auth, then drops everything cached for them. */
export function useLogout() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setSession = useSetSession();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  return useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: async () => {
        noteDrafts.dropAll();
        setSession(null);
        notification.success({ title: messages.toast.loggedOut, description: messages.toast.loggedOutDescription });
        await navigate({ to: '/auth' });
        setTimeout(() => queryClient.clear(), CLEAR_CACHE_DELAY_MS);
      },
      onError: (error) => notification.error(errorToast(messages.toast.logoutFailed, error)),
    }),
  );
}
