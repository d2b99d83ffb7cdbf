import { SearchOutlined } from '@ant-design/icons';
import { getRouteApi } from '@tanstack/react-router';
import { Card, Input } from 'antd';
import { useCallback, useState } from 'react';
import type { AdminUser } from '../../../../../shared/admin.schema.ts';
import { adminScreenMessages as text } from '../../../../../shared/admin-screen.messages.ts';
import { useAdminUsers } from '../../../../hooks/use-admin-queries.ts';
import { useSearchBox } from '../../../../hooks/use-admin-search.ts';
import { ADMIN_PAGE_SIZE } from '../../../../lib/admin-search.ts';
import { AdminPageHeader } from '../../../../components/AdminPageHeader.tsx';
import { AdminPasswordResetDialog } from './AdminPasswordResetDialog.tsx';
import { AdminUserDeleteDialog } from './AdminUserDeleteDialog.tsx';
import { AdminUserEditDialog } from './AdminUserEditDialog.tsx';
import { AdminUserTable } from './AdminUserTable.tsx';
import './admin-users.css';

const routeApi = getRouteApi('/_app/admin/users');

/** /admin/users: search, edit, reset a password, delete. */
export function AdminUsersPage() {
  const { search, page = 1 } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const query = useAdminUsers({ search, page, page_size: ADMIN_PAGE_SIZE });
  const [editing, setEditing] = useState<AdminUser>();
  const [resetting, setResetting] = useState<AdminUser>();
  const [deleting, setDeleting] = useState<AdminUser>();

  const applySearch = useCallback(
    (next: string | undefined) => void navigate({ search: { search: next }, replace: true }),
    [navigate],
  );
  const box = useSearchBox(search, applySearch);

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="User Management"
        description="Search accounts, edit them, reset passwords and remove users."
        count={query.data?.total}
        countLabel="users"
      />
      <Card>
        <div className="admin-filters">
          <Input
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder="Search by name, username or email..."
            aria-label="Search users"
            value={box.text}
            onChange={(event) => box.setText(event.target.value)}
          />
        </div>
        <AdminUserTable
          query={query}
          empty={search ? text.noUsersMatching : text.noUsers}
          page={page}
          onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next === 1 ? undefined : next }) })}
          onEdit={setEditing}
          onResetPassword={setResetting}
          onDelete={setDeleting}
        />
      </Card>
      <AdminUserEditDialog user={editing} onClose={() => setEditing(undefined)} />
      <AdminPasswordResetDialog user={resetting} onClose={() => setResetting(undefined)} />
      <AdminUserDeleteDialog user={deleting} onClose={() => setDeleting(undefined)} />
    </div>
  );
}
