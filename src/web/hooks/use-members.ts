import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { memberMessages as text } from '../../shared/member.messages.ts';
import { fullName, type ProjectMember } from '../../shared/member.schema.ts';
import { DOMAIN_REFUSAL_STATUSES, errorToast } from '../lib/api-errors.ts';
import { useTRPC, type Trpc } from '../trpc.ts';

/** The project's members: for useMembers and the loaders of the pages that list them. */
export const membersOptions = (trpc: Trpc, projectId: number) => trpc.members.list.queryOptions({ projectId });

/** Who works on the project: the owner first, then the members. */
export function useMembers(projectId: number) {
  const trpc = useTRPC();
  return useQuery(membersOptions(trpc, projectId));
}

/** After a change to a member: says what happened and reads the members list again. */
function useMemberChanged(projectId: number, title: (member: ProjectMember) => string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return (member: ProjectMember) => {
    notification.success({ title: title(member) });
    return queryClient.invalidateQueries({ queryKey: trpc.members.list.queryKey({ projectId }) });
  };
}

/** Adds a member by e-mail; the form shows the server's word on the e-mail field (no such account, already a member). */
export function useAddMember(projectId: number) {
  const trpc = useTRPC();
  const onSuccess = useMemberChanged(projectId, (member) => text.added(fullName(member)));
  return useMutation(trpc.members.add.mutationOptions({ onSuccess }));
}

export function useSetMemberRole(projectId: number) {
  const trpc = useTRPC();
  const onSuccess = useMemberChanged(projectId, (member) => text.roleChanged(fullName(member), member.role));
  const { notification } = App.useApp();
  return useMutation(
    trpc.members.setRole.mutationOptions({
      onSuccess,
      onError: (error) =>
        notification.error(errorToast(text.roleChangeFailed, error, { serverWordsFor: DOMAIN_REFUSAL_STATUSES })),
    }),
  );
}

export function useRemoveMember(projectId: number) {
  const trpc = useTRPC();
  const onSuccess = useMemberChanged(projectId, (member) => text.removed(fullName(member)));
  const { notification } = App.useApp();
  return useMutation(
    trpc.members.remove.mutationOptions({
      onSuccess,
      onError: (error) =>
        notification.error(errorToast(text.removeFailed, error, { serverWordsFor: DOMAIN_REFUSAL_STATUSES })),
    }),
  );
}
