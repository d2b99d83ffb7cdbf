import { Alert } from 'antd';
import { adminScreenMessages as text } from '../../../shared/admin-screen.messages.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { useSession } from '../../hooks/use-session.ts';

/** /admin-setup once an administrator exists: no form, and where admin rights come from instead. */
export function AdminExistsNotice() {
  const { user } = useSession();
  return (
    <Alert
      type="info"
      showIcon
      title={text.adminExists}
      description={user?.is_admin ? text.adminExistsForAdmin : text.adminExistsDescription}
      action={
        user?.is_admin && (
          <ButtonLink to="/admin/users" size="small">
            {text.manageUsers}
          </ButtonLink>
        )
      }
    />
  );
}
