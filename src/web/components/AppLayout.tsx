import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { AppFooter } from './AppFooter.tsx';
import { AppHeader } from './AppHeader.tsx';

/** Header, page body and footer around every page except the sign-in screen. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout className="app-layout">
      <AppHeader />
      <Layout.Content className="app-content">
        <main className="page-container">{children}</main>
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
