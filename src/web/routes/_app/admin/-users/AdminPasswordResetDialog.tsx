import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { AdminUser } from '../../../../../shared/admin.schema.ts';
import { adminScreenMessages as text } from '../../../../../shared/admin-screen.messages.ts';
import { useCopyToClipboard, useResetPassword } from './use-admin-users.ts';
import { generatePassword } from './password-generator.ts';

/**
 * Resets a user's password to one generated here (12 characters) and shows it once: closing the
 * dialog forgets it.
 */
export function AdminPasswordResetDialog({ user, onClose }: { user: AdminUser | undefined; onClose: () => void }) {
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);
  const reset = useResetPassword(shown);
  const copy = useCopyToClipboard();
  const password = reset.data?.new_password;

  const start = () => shown && reset.mutate({ id: shown.id, new_password: generatePassword() });
  const footer = password
    ? [
        <Button key="done" type="primary" onClick={onClose}>
          Done
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose} disabled={reset.isPending}>
          Cancel
        </Button>,
        <Button key="reset" type="primary" danger onClick={start} loading={reset.isPending}>
          Reset Password
        </Button>,
      ];

  return (
    <Modal
      open={user !== undefined}
      title={shown ? `Reset password for ${shown.username}` : 'Reset password'}
      onCancel={onClose}
      // Forgotten once the dialog has faded out, and the content leaves the page with it.
      afterClose={() => reset.reset()}
      destroyOnHidden
      closable={!reset.isPending}
      mask={{ closable: !reset.isPending }}
      footer={footer}
    >
      {password ? (
        <div className="admin-password-result">
          <Alert type="warning" showIcon title={text.passwordShownOnce} />
          <div className="admin-password-box">
            <Typography.Text code className="admin-password" aria-label="New password">
              {password}
            </Typography.Text>
            {/* Focused as the password appears (the button that asked for it is gone): the next thing to do. */}
            <Button
              autoFocus
              icon={<CopyOutlined aria-hidden />}
              onClick={() => void copy(password)}
              aria-label="Copy password"
            >
              Copy
            </Button>
          </div>
        </div>
      ) : (
        <Typography.Paragraph>{text.resetPasswordNote}</Typography.Paragraph>
      )}
    </Modal>
  );
}
