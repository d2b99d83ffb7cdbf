import { useQuery } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useState } from 'react';
import { TypedConfirmField } from '../../../../components/TypedConfirmField.tsx';
import type { AdminUser } from '../../../../../shared/admin.schema.ts';
import { adminScreenMessages as text } from '../../../../../shared/admin-screen.messages.ts';
import { useTRPC } from '../../../../trpc.ts';
import { useDeleteUser } from './use-admin-users.ts';

/** The projects the user owns that others share: null while being read, undefined if they could not be read. */
function useSharedProjects(user: AdminUser | undefined, deleting: boolean) {
  const trpc = useTRPC();
  // Read afresh each time the dialog opens: who shares the user's projects may have changed since the list.
  const query = useQuery({
    ...trpc.admin.user.queryOptions({ id: user?.id ?? 0 }),
    // Not once the delete is sent: the lists asked again after it must not ask for the user gone.
    enabled: user !== undefined && !deleting,
    staleTime: 0,
    retry: false,
  });
  if (query.isError) return { checking: false, shared: undefined };
  if (query.isFetching || !query.data) return { checking: true, shared: null };
  return { checking: false, shared: query.data.shared_projects };
}

/**
 * Delete User, asking first. When the user owns projects others share (or that could not be checked), it
 * names them with their members and asks for the username to be typed before Delete User works, as the
 * dashboard does for a shared project.
 */
export function AdminUserDeleteDialog({ user, onClose }: { user: AdminUser | undefined; onClose: () => void }) {
  const remove = useDeleteUser();
  const [typed, setTyped] = useState('');
  // The dialog keeps showing the last user while it fades out.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);
  const { checking, shared } = useSharedProjects(user, remove.isPending);
  const guarded = shared === undefined || (shared !== null && shared.length > 0);
  const ready = !checking && (!guarded || typed.trim() === shown?.username);

  const confirm = () => {
    if (!ready || !shown) return;
    remove.mutate({ id: shown.id }, { onSettled: onClose });
  };

  return (
    <Modal
      open={user !== undefined}
      title="Delete User"
      okText="Delete User"
      cancelText="Cancel"
      okButtonProps={{ danger: true, loading: checking || remove.isPending, disabled: !checking && !ready }}
      onOk={confirm}
      onCancel={onClose}
      afterClose={() => setTyped('')}
      destroyOnHidden
    >
      {shown && <p className="confirm-text">{text.deleteUserConfirm(shown.username)}</p>}
      {shown && guarded && (
        <>
          <p className="confirm-text confirm-more">
            {shared ? text.deleteUserShared(shared) : text.deleteUserSharedUnknown}
          </p>
          <TypedConfirmField
            label={text.deleteUserTypeName(shown.username)}
            value={typed}
            onChange={setTyped}
            onConfirm={confirm}
          />
        </>
      )}
    </Modal>
  );
}
