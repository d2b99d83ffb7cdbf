import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Card, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { AppFooter } from '../../components/AppFooter.tsx';
import { BrandMark } from '../../components/BrandMark.tsx';
import { redirectTarget } from '../../lib/redirect-target.ts';
import { LoginForm } from './LoginForm.tsx';
import { SignupForm } from './SignupForm.tsx';

const routeApi = getRouteApi('/auth');

const headings = { login: 'Sign in to your account', signup: 'Create a new account' } as const;
type Tab = keyof typeof headings;

/** /auth: sign in or create an account, then continue to where the visitor was going. */
export function AuthPage() {
  const [tab, setTab] = useState<Tab>('login');
  const { redirect } = routeApi.useSearch();
  const navigate = useNavigate();
  const continueToApp = () => void navigate({ href: redirectTarget(redirect) });

  return (
    <div className="auth-page">
      <main className="auth-main">
        <div className="auth-brand">
          <BrandMark size={48} />
          <Typography.Title level={1} className="auth-product">
            Screener
          </Typography.Title>
          <Typography.Text type="secondary">Automated Literature Review Tool</Typography.Text>
        </div>
        <Card className="auth-card">
          <Typography.Title level={3} className="auth-heading">
            {headings[tab]}
          </Typography.Title>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as Tab)}
            centered
            items={[
              { key: 'login', label: 'Login', children: <LoginForm onSignedIn={continueToApp} /> },
              { key: 'signup', label: 'Sign Up', children: <SignupForm onSignedUp={continueToApp} /> },
            ]}
          />
        </Card>
      </main>
      <AppFooter />
    </div>
  );
}
