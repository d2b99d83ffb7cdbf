import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useSignedInUser } from '../../hooks/use-session.ts';
import { AdminAccessDenied } from './-admin/AdminAccessDenied.tsx';

/** Every admin page sits under this layout: a regular user gets "Access Denied" and the admin queries never start. */
export const Route = createFileRoute('/_app/admin')({
  component: AdminLayout,
});

function AdminLayout() {
  const user = useSignedInUser();
  return user.is_admin ? <Outlet /> : <AdminAccessDenied />;
}
