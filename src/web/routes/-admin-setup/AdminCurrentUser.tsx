import { Card, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { useSession } from '../../hooks/use-session.ts';
import { fullName } from '../../lib/user-display.ts';
import { cardHeading } from '../../components/card-heading.tsx';

/** The current user's name, e-mail and admin status, with the way to the dashboard for admins. */
export function AdminCurrentUser() {
  const { user, isPending } = useSession();
  const body = () => {
    if (isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
    if (!user) {
      return (
        <>
          <Typography.Paragraph type="secondary">You are not signed in.</Typography.Paragraph>
          <ButtonLink to="/auth">Sign in</ButtonLink>
        </>
      );
    }
    return (
      <>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'name', label: 'Name', children: fullName(user) },
            { key: 'email', label: 'Email', children: user.email },
            {
              key: 'admin',
              label: 'Admin Status',
              children: user.is_admin ? <Tag color="green">Administrator</Tag> : <Tag>Not an administrator</Tag>,
            },
          ]}
        />
        {user.is_admin && (
          <ButtonLink to="/admin" color="primary" variant="solid" className="admin-current-link">
            Go to Admin Dashboard
          </ButtonLink>
        )}
      </>
    );
  };
  return (
    <Card title={cardHeading('Current User')} className="admin-setup-card">
      {body()}
    </Card>
  );
}
