import { LockOutlined } from '@ant-design/icons';
import { Typography } from 'antd';

/** Stands where a control is that the user's role does not allow, saying who does it instead. */
export function RoleNote({ children }: { children: string }) {
  return (
    <Typography.Text className="role-note" role="note">
      <LockOutlined aria-hidden /> {children}
    </Typography.Text>
  );
}
