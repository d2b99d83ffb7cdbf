import { QuestionCircleOutlined } from '@ant-design/icons';
import { Alert, App, Button, Typography } from 'antd';
import { infoMessages } from '../../../shared/info.messages.ts';
import { useSupportEmail } from '../../hooks/use-account-support.ts';
import { PasswordHelpShell } from './PasswordHelpShell.tsx';
import './password.css';

/** /forgot-password: a placeholder until reset by e-mail exists; support helps meanwhile. */
export function PasswordForgotPage() {
  const { email, failed } = useSupportEmail();
  const { modal } = App.useApp();
  const showHelp = () =>
    modal.info({
      title: 'Need help signing in?',
      content: email ? infoMessages.emailSupport(email) : infoMessages.supportUnavailable,
      okText: 'OK',
    });
  return (
    <PasswordHelpShell title="Forgot your password?">
      <Alert type="info" showIcon title={infoMessages.resetUnderDevelopment} />
      <Typography.Paragraph type="secondary">
        Until it is ready, our support team can help you get back into your account.
      </Typography.Paragraph>
      <Button
        type="primary"
        block
        size="large"
        icon={<QuestionCircleOutlined aria-hidden />}
        onClick={showHelp}
        loading={!email && !failed}
      >
        Get Help
      </Button>
    </PasswordHelpShell>
  );
}
