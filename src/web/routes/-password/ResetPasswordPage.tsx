import { MailOutlined } from '@ant-design/icons';
import { Button, Skeleton, Typography } from 'antd';
import { infoMessages } from '../../../shared/info.messages.ts';
import { useSupportEmail } from '../../hooks/use-account-support.ts';
import { PasswordHelpShell } from './PasswordHelpShell.tsx';
import { ResetRequestForm } from './ResetRequestForm.tsx';
import './password.css';

/** /reset-password/{token}: online reset is not built yet, so the page sends the user to support. */
export function ResetPasswordPage() {
  const { email, failed } = useSupportEmail();
  return (
    <PasswordHelpShell title="Reset your password">
      {email ? (
        <>
          <Typography.Paragraph>{infoMessages.resetContactSupport(email)}</Typography.Paragraph>
          <Button
            type="primary"
            block
            size="large"
            icon={<MailOutlined aria-hidden />}
            href={`mailto:${email}?subject=${encodeURIComponent('Password reset')}`}
          >
            Email Support
          </Button>
          <ResetRequestForm supportEmail={email} />
        </>
      ) : failed ? (
        <Typography.Text type="danger">{infoMessages.supportUnavailable}</Typography.Text>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
    </PasswordHelpShell>
  );
}
