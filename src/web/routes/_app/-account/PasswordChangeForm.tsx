import { Button, Form, Input } from 'antd';
import { z } from 'zod';
import { changePasswordInput } from '../../../../shared/auth.schema.ts';
import { messages } from '../../../../shared/messages.ts';
import { useChangePassword } from '../../../hooks/use-profile.ts';
import { showServerFieldErrors, useValidateAfterSubmit, zodRule } from '../../../lib/form-validation.ts';

/** The API's input plus a confirmation that is checked here and never sent. */
const passwordForm = changePasswordInput
  .extend({ confirm_password: z.string().min(1, messages.confirmPassword) })
  .refine((v) => v.new_password === v.confirm_password, {
    message: messages.passwordsDoNotMatch,
    path: ['confirm_password'],
  });
type PasswordValues = z.infer<typeof passwordForm>;

const rule = (field: keyof PasswordValues) => [zodRule(passwordForm, field)];
const empty: PasswordValues = { current_password: '', new_password: '', confirm_password: '' };

/** Changes the password; the current one is required, and a wrong one is marked on its field. */
export function PasswordChangeForm() {
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();
  const validation = useValidateAfterSubmit();
  const submit = (values: PasswordValues) =>
    change.mutate(changePasswordInput.parse(values), {
      onSuccess: () => form.resetFields(),
      onError: (error) => showServerFieldErrors(form, error),
    });

  return (
    <Form
      form={form}
      name="change-password"
      layout="vertical"
      requiredMark={false}
      noValidate
      initialValues={empty}
      onFinish={submit}
      {...validation}
    >
      <Form.Item label="Current Password" name="current_password" rules={rule('current_password')}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="New Password" name="new_password" rules={rule('new_password')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm New Password"
        name="confirm_password"
        dependencies={['new_password']}
        rules={rule('confirm_password')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        Change Password
      </Button>
    </Form>
  );
}
