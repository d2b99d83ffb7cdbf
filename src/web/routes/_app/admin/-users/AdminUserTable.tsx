import { DeleteOutlined, EditOutlined, LockOutlined } from '@ant-design/icons';
import { Avatar, Button, Grid, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { AdminUser } from '../../../../../shared/admin.schema.ts';
import { adminScreenMessages as text } from '../../../../../shared/admin-screen.messages.ts';
import { useSignedInUser } from '../../../../hooks/use-session.ts';
import { ADMIN_PAGE_SIZE } from '../../../../lib/admin-search.ts';
import { shortDate } from '../../../../lib/date-display.ts';
import { fullName, initials } from '../../../../lib/user-display.ts';
import { AdminListState } from '../../../../components/AdminListState.tsx';
import { quietLoading } from '../../../../lib/quiet-table.ts';

interface AdminUserTableProps {
  query: { data?: { users: AdminUser[]; total: number }; isPending: boolean; error: unknown; refetch: () => unknown };
  empty: string;
  page: number;
  onPage: (page: number) => void;
  onEdit: (user: AdminUser) => void;
  onResetPassword: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

const roleTag = (user: AdminUser) => (user.is_admin ? <Tag color="gold">Admin</Tag> : <Tag>User</Tag>);

/**
 * Name and e-mail; on a phone, where the Role column is left out, the Admin tag joins the name, and the name
 * wraps instead of being cut short (at 375 px a cut left "Ada Lov…": too little to tell two users apart).
 */
function UserCell({ user, withRole }: { user: AdminUser; withRole: boolean }) {
  return (
    <div className="admin-user-cell">
      <Avatar className="user-avatar">{initials(user)}</Avatar>
      <div className="admin-preview-text">
        <span className={withRole ? 'admin-user-name admin-user-name-wraps' : 'admin-user-name'}>
          <Typography.Text strong ellipsis={!withRole}>
            {fullName(user) || user.username}
          </Typography.Text>
          {withRole && user.is_admin && roleTag(user)}
        </span>
        <Typography.Text type="secondary" ellipsis>
          {user.email}
        </Typography.Text>
      </div>
    </div>
  );
}

/**
 * The users, one row each, with Edit, Reset Password and Delete. The columns have fixed widths and the
 * user column takes the rest, so long names and addresses are cut short instead of widening the page;
 * on smaller screens the buttons shrink to icons and the less needed columns go.
 */
export function AdminUserTable({ query, empty, page, onPage, onEdit, onResetPassword, onDelete }: AdminUserTableProps) {
  const me = useSignedInUser();
  const screens = Grid.useBreakpoint();
  const compact = screens.xl === false;
  const phone = screens.sm === false;
  // The visible label is short; the accessible name says whose row it acts on.
  const action = (
    label: string,
    name: string,
    icon: ReactNode,
    onClick: () => void,
    extra: { danger?: boolean; disabled?: boolean } = {},
  ) => (
    <Tooltip title={compact ? label : undefined}>
      <Button size="small" icon={icon} onClick={onClick} aria-label={name} {...extra}>
        {compact ? null : label}
      </Button>
    </Tooltip>
  );
  const columns: TableColumnsType<AdminUser> = [
    { key: 'user', title: 'User', render: (_, user) => <UserCell user={user} withRole={phone} /> },
    { key: 'username', title: 'Username', dataIndex: 'username', ellipsis: true, width: 170, responsive: ['md'] },
    { key: 'role', title: 'Role', width: 90, render: (_, user) => roleTag(user), responsive: ['sm'] },
    // Projects the user owns; projects they are a member of are not counted.
    {
      key: 'projects',
      title: 'Projects owned',
      dataIndex: 'project_count',
      width: 110,
      align: 'right',
      responsive: ['md'],
    },
    { key: 'joined', title: 'Joined', width: 130, render: (_, user) => shortDate(user.created_at), responsive: ['lg'] },
    {
      key: 'actions',
      title: <span className="sr-only">Actions</span>,
      width: phone ? 104 : compact ? 124 : 330,
      align: 'right',
      render: (_, user) => (
        <div className="admin-table-actions">
          {action('Edit', `Edit ${user.username}`, <EditOutlined aria-hidden />, () => onEdit(user))}
          {action('Reset Password', `Reset password for ${user.username}`, <LockOutlined aria-hidden />, () =>
            onResetPassword(user),
          )}
          {/* Deleting yourself would end the session mid-page; another administrator can do it. */}
          {action('Delete', `Delete ${user.username}`, <DeleteOutlined aria-hidden />, () => onDelete(user), {
            danger: true,
            disabled: user.id === me.id,
          })}
        </div>
      ),
    },
  ];
  return (
    <Table
      className="admin-user-table"
      tableLayout="fixed"
      size={phone ? 'small' : 'middle'}
      rowKey="id"
      columns={columns}
      dataSource={query.data?.users ?? []}
      loading={quietLoading(false)}
      locale={{ emptyText: <AdminListState query={query} loading={text.loadingUsers} empty={empty} /> }}
      pagination={{
        current: page,
        pageSize: ADMIN_PAGE_SIZE,
        total: query.data?.total ?? 0,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: onPage,
      }}
    />
  );
}
