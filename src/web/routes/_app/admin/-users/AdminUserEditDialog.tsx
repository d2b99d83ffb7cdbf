import { Button, Form, Input, Modal, Switch } from 'antd';
import { useState } from 'react';
import { adminUserUpdate, type AdminUser } from '../../../../../shared/admin.schema.ts';
import { useUpdateUser } from './use-admin-users.ts';
import { showServerFieldErrors, zodRule } from '../../../../lib/form-validation.ts';

interface EditValues {
  username: string;
  email: string;
  is_admin: boolean;
}

const rule = (field: keyof EditValues) => [zodRule(adminUserUpdate, field)];

/** Edits a user's username, e-mail and admin flag, the three fields an edit sends. */
export function AdminUserEditDialog({ user, onClose }: { user: AdminUser | undefined; onClose: () => void }) {
  const [form] = Form.useForm<EditValues>();
  const update = useUpdateUser();
  // The dialog keeps showing the last user while it fades out.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);

  const submit = (values: EditValues) => {
    if (!shown) return;
    update.mutate(
      { id: shown.id, ...adminUserUpdate.parse(values) },
      { onSuccess: onClose, onError: (error) => showServerFieldErrors(form, error) },
    );
  };

  return (
    <Modal
      open={user !== undefined}
      title={shown ? `Edit ${shown.username}` : 'Edit user'}
      onCancel={onClose}
      afterClose={() => update.reset()}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>,
        <Button key="save" type="primary" htmlType="submit" form="admin-user-edit" loading={update.isPending}>
          Save Changes
        </Button>,
      ]}
    >
      {shown && (
        <Form
          form={form}
          id="admin-user-edit"
          name="admin-user-edit"
          layout="vertical"
          requiredMark={false}
          initialValues={{ username: shown.username, email: shown.email, is_admin: shown.is_admin }}
          onFinish={submit}
        >
          <Form.Item label="Username" name="username" rules={rule('username')}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item label="Email" name="email" rules={rule('email')}>
            <Input type="email" autoComplete="off" />
          </Form.Item>
          <Form.Item
            label="Administrator"
            name="is_admin"
            valuePropName="checked"
            extra="Administrators can manage every user and project."
          >
            <Switch />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
