import { Result } from 'antd';
import { infoMessages } from '../../../shared/info.messages.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { PasswordHelpShell } from './PasswordHelpShell.tsx';
import './password.css';

/** /reset-password without a token: "Invalid Reset Link", with ways to a new link or back to sign-in. */
export function ResetInvalidLink() {
  return (
    <PasswordHelpShell title={infoMessages.invalidResetLink} backLink={false}>
      <Result
        className="password-help-result"
        status="warning"
        subTitle={infoMessages.invalidResetLinkDescription}
        extra={[
          <ButtonLink key="new" to="/forgot-password" color="primary" variant="solid">
            Request a new link
          </ButtonLink>,
          <ButtonLink key="login" to="/auth">
            Go back to login
          </ButtonLink>,
        ]}
      />
    </PasswordHelpShell>
  );
}
