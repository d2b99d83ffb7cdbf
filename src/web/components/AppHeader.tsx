import { MenuOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { Button, Drawer, Grid, Layout, Tag } from 'antd';
import { useState } from 'react';
import { useSession } from '../hooks/use-session.ts';
import { BrandMark } from './BrandMark.tsx';
import { ButtonLink } from './ButtonLink.tsx';
import { NavLinks } from './NavLinks.tsx';
import { UserMenu } from './UserMenu.tsx';

/** The navigation bar. Below antd's md breakpoint (768 px) the links move into a side drawer. */
export function AppHeader() {
  const { user, isPending } = useSession();
  const screens = Grid.useBreakpoint();
  const narrow = screens.md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <Layout.Header className="app-header">
      {user && narrow && (
        <Button type="text" aria-label="Open navigation" icon={<MenuOutlined />} onClick={() => setDrawerOpen(true)} />
      )}
      {/* Named by its label: the word is hidden on the narrowest screens (styles.css), where the logo stands alone. */}
      <Link to="/" className="brand" aria-label="Screener">
        <BrandMark />
        <span className="brand-name">Screener</span>
      </Link>
      {user && !narrow && <NavLinks user={user} />}
      <div className="header-end">
        <Link to="/help" className="nav-link header-help">
          Help
        </Link>
        {user?.is_admin && <Tag color="gold">Admin</Tag>}
        {user && <UserMenu user={user} />}
        {!user && !isPending && (
          <ButtonLink to="/auth" color="primary" variant="solid">
            Sign in
          </ButtonLink>
        )}
      </div>
      {user && narrow && (
        <Drawer title="Screener" placement="left" size={280} open={drawerOpen} onClose={closeDrawer}>
          <NavLinks user={user} vertical onNavigate={closeDrawer} />
        </Drawer>
      )}
    </Layout.Header>
  );
}
