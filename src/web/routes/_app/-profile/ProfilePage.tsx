import { Link } from '@tanstack/react-router';
import { Avatar, Card, Flex, Tag, Typography } from 'antd';
import { useSignedInUser } from '../../../hooks/use-session.ts';
import { fullName, initials } from '../../../lib/user-display.ts';
import { ProfileNameForm } from './ProfileNameForm.tsx';
import './profile.css';
import { cardHeading } from '../../../components/card-heading.tsx';

/** /profile: who the user is to Screener, and their name to edit. */
export function ProfilePage() {
  const user = useSignedInUser();
  return (
    <Flex vertical gap={24} className="narrow-page">
      <div>
        <Typography.Title level={1} className="page-title">
          Profile
        </Typography.Title>
        <Typography.Text type="secondary">Your name as Screener shows it.</Typography.Text>
      </div>
      <Card>
        <div className="profile-summary">
          <Avatar size={64} className="user-avatar">
            {initials(user)}
          </Avatar>
          <div className="profile-summary-text">
            <Typography.Title level={2} className="profile-name">
              {fullName(user)}
            </Typography.Title>
            <Typography.Text type="secondary">{user.email}</Typography.Text>
            <div>{user.is_admin ? <Tag color="gold">Admin</Tag> : <Tag>User</Tag>}</div>
          </div>
        </div>
      </Card>
      <Card title={cardHeading('Edit Name')}>
        <ProfileNameForm key={`${user.first_name} ${user.last_name}`} user={user} />
      </Card>
      <Typography.Text type="secondary">
        To change your password, go to <Link to="/account">Account</Link>.
      </Typography.Text>
    </Flex>
  );
}
