import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { infoMessages } from '../../../shared/info.messages.ts';
import { resetRequestForm, type ResetRequestForm as Values } from '../../../shared/auth.schema.ts';
import { useValidateAfterSubmit, zodRule } from '../../lib/form-validation.ts';

/**
 * The reset page's e-mail form. There is no reset backend yet, so a valid address only tells the user
 * to write to support from it; the address still has to be one, or support cannot find the account.
 */
export function ResetRequestForm({ supportEmail }: { supportEmail: string }) {
  const [form] = Form.useForm<Values>();
  const validation = useValidateAfterSubmit();
  const [account, setAccount] = useState<string>();
  const submit = (values: Values) => setAccount(resetRequestForm.parse(values).email);

  return (
    <Form
      form={form}
      name="reset-request"
      layout="vertical"
      requiredMark={false}
      noValidate
      initialValues={{ email: '' }}
      onFinish={submit}
      {...validation}
    >
      <Form.Item label="Email" name="email" rules={[zodRule(resetRequestForm, 'email')]}>
        <Input type="email" autoComplete="email" placeholder="you@university.edu" size="large" />
      </Form.Item>
      <Button htmlType="submit" block size="large">
        Reset password
      </Button>
      {account && (
        <Alert
          className="password-help-note"
          type="info"
          role="status"
          showIcon
          title={infoMessages.resetRequestReceived(account, supportEmail)}
        />
      )}
    </Form>
  );
}
