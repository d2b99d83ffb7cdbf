import { Link } from '@tanstack/react-router';
import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useSignedInUser } from '../../../hooks/use-session.ts';
import { fullName } from '../../../lib/user-display.ts';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';
import './account.css';
import { cardHeading } from '../../../components/card-heading.tsx';

/** /account: the sign-in details, and the password to change. */
export function AccountPage() {
  const user = useSignedInUser();
  return (
    <Flex vertical gap={24} className="narrow-page">
      <div>
        <Typography.Title level={1} className="page-title">
          Account
        </Typography.Title>
        <Typography.Text type="secondary">How you sign in to Screener.</Typography.Text>
      </div>
      <Card title={cardHeading('Sign-in Details')}>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'name', label: 'Name', children: fullName(user) },
            { key: 'email', label: 'Email', children: user.email },
            { key: 'username', label: 'Username', children: user.username },
            { key: 'role', label: 'Role', children: user.is_admin ? <Tag color="gold">Admin</Tag> : <Tag>User</Tag> },
          ]}
        />
        <Typography.Paragraph type="secondary" className="account-hint">
          To change your name, go to <Link to="/profile">Profile</Link>.
        </Typography.Paragraph>
      </Card>
      <Card title={cardHeading('Change Password')}>
        <PasswordChangeForm />
      </Card>
    </Flex>
  );
}
