import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { AppFooter } from './AppFooter.tsx';
import { AppHeader } from './AppHeader.tsx';
import { MAIN_ID, SkipLink } from './SkipLink.tsx';

/** Header, page body and footer around every page except the sign-in screen. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout className="app-layout">
      <SkipLink />
      <AppHeader />
      {/* antd's Content is the page's one <main>; tabIndex -1 lets the skip link focus it. */}
      <Layout.Content className="app-content" id={MAIN_ID} tabIndex={-1}>
        <div className="page-container">{children}</div>
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
