import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { AppFooter } from '../../components/AppFooter.tsx';
import { BrandMark } from '../../components/BrandMark.tsx';
import { MAIN_ID, SkipLink } from '../../components/SkipLink.tsx';

interface PasswordHelpShellProps {
  title: string;
  children: ReactNode;
  /** Pages whose own buttons lead back to sign-in leave out the link under the card. */
  backLink?: boolean;
}

/** The frame of the password-help pages: the sign-in screen's look, and a way back to it. */
export function PasswordHelpShell({ title, children, backLink = true }: PasswordHelpShellProps) {
  return (
    <div className="auth-page">
      <SkipLink />
      <main className="auth-main" id={MAIN_ID} tabIndex={-1}>
        <Link to="/" className="auth-brand password-help-brand">
          <BrandMark size={48} />
          <span className="auth-product">Screener</span>
        </Link>
        <Card className="auth-card">
          <h1 className="auth-heading">{title}</h1>
          <div className="password-help-body">{children}</div>
          {backLink && (
            <Link to="/auth" className="password-help-back">
              <ArrowLeftOutlined aria-hidden /> Back to sign in
            </Link>
          )}
        </Card>
      </main>
      <AppFooter />
    </div>
  );
}
