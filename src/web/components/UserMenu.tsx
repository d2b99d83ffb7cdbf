import { DashboardOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { Avatar, Dropdown, Typography, type MenuProps } from 'antd';
import type { PublicUser } from '../../shared/auth.schema.ts';
import { useLogout } from '../hooks/use-logout.ts';
import { useMenuButton } from '../hooks/use-menu-button.ts';
import { fullName, initials } from '../lib/user-display.ts';

const SIGN_OUT = 'sign-out';
const pages = { profile: '/profile', account: '/account', admin: '/admin' } as const;
type Page = keyof typeof pages;

/** The avatar with the user's initials and the account menu it opens. */
export function UserMenu({ user }: { user: PublicUser }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const menuButton = useMenuButton();
  // The icons are decoration, hidden from screen readers, so an item's name is its label alone.
  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <div className="user-menu-who">
          <Typography.Text strong>{fullName(user)}</Typography.Text>
          <Typography.Text type="secondary">{user.email}</Typography.Text>
        </div>
      ),
    },
    { type: 'divider' },
    { key: 'profile' satisfies Page, label: 'Profile', icon: <UserOutlined aria-hidden /> },
    { key: 'account' satisfies Page, label: 'Account', icon: <SettingOutlined aria-hidden /> },
    ...(user.is_admin
      ? [{ key: 'admin' satisfies Page, label: 'Admin Dashboard', icon: <DashboardOutlined aria-hidden /> }]
      : []),
    { type: 'divider' },
    {
      key: SIGN_OUT,
      label: 'Sign out',
      icon: <LogoutOutlined aria-hidden />,
      danger: true,
      disabled: logout.isPending,
    },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === SIGN_OUT) logout.mutate();
    else void navigate({ to: pages[key as Page] });
  };
  return (
    // Opened on purpose, the menu sits above any toast (antd's toasts are at z-index 2050, menus at 1050).
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items, onClick }}
      styles={{ root: { zIndex: 2100 } }}
      {...menuButton.dropdown}
    >
      <button
        type="button"
        className="avatar-button"
        aria-label={`Account menu for ${fullName(user)}`}
        {...menuButton.button}
      >
        {/* The initials are drawn by CSS: they repeat the button's name, which text inside would have to match (WCAG 2.5.3). */}
        <Avatar className="user-avatar">
          <span className="user-avatar-initials" data-initials={initials(user)} aria-hidden />
        </Avatar>
      </button>
    </Dropdown>
  );
}
