import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AppFooter } from '../../components/AppFooter.tsx';
import { BrandMark } from '../../components/BrandMark.tsx';
import { MAIN_ID, SkipLink } from '../../components/SkipLink.tsx';
import { redirectTarget } from './redirect-target.ts';
import { AuthTabs } from './AuthTabs.tsx';
import { LoginForm } from './LoginForm.tsx';
import { NoAdminNotice } from './NoAdminNotice.tsx';
import { SignupForm } from './SignupForm.tsx';
import './auth.css';

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
      <SkipLink />
      <main className="auth-main" id={MAIN_ID} tabIndex={-1}>
        <div className="auth-brand">
          <BrandMark size={48} />
          <h1 className="auth-product">Screener</h1>
          <span className="auth-tagline">Automated Literature Review Tool</span>
        </div>
        <NoAdminNotice />
        <section className="auth-card">
          <h2 className="auth-heading">{headings[tab]}</h2>
          <AuthTabs
            activeKey={tab}
            onChange={setTab}
            items={[
              { key: 'login', label: 'Login', children: <LoginForm onSignedIn={continueToApp} /> },
              { key: 'signup', label: 'Sign Up', children: <SignupForm onSignedUp={continueToApp} /> },
            ]}
          />
        </section>
      </main>
      <AppFooter />
    </div>
  );
}
