import { Alert, Button, Card, Col, Form, Input, Row } from 'antd';
import { adminUserUpdate, createAdminInput } from '../../../shared/admin.schema.ts';
import type { SignupInput } from '../../../shared/auth.schema.ts';
import { adminScreenMessages as text } from '../../../shared/admin-screen.messages.ts';
import { useCreateAdmin } from '../../hooks/use-admin-setup.ts';
import { showServerFieldErrors, useValidateAfterSubmit, zodRule } from '../../lib/form-validation.ts';
import { cardHeading } from '../../components/card-heading.tsx';

type AdminValues = Required<SignupInput>;

// The sign-up schema's username has no message of its own for an empty field; the admin edit schema's has.
const adminSetupForm = createAdminInput.extend({ username: adminUserUpdate.shape.username });
const rule = (field: keyof AdminValues) => [zodRule(adminSetupForm, field)];
// Empty strings rather than undefined, so an untouched field gets the schema's "required" message.
const empty: AdminValues = { first_name: '', last_name: '', username: '', email: '', password: '' };

/** The five required fields of a new administrator; cleared after success. */
export function AdminSetupForm() {
  const [form] = Form.useForm<AdminValues>();
  const create = useCreateAdmin();
  const validation = useValidateAfterSubmit();
  const submit = (values: AdminValues) =>
    create.mutate(adminSetupForm.parse(values), {
      onSuccess: () => form.resetFields(),
      onError: (error) => showServerFieldErrors(form, error),
    });

  return (
    <Card title={cardHeading('Create Admin Account')} className="admin-setup-card">
      <Alert type="info" showIcon title={text.setupGuidance} className="admin-setup-guidance" />
      <Form
        form={form}
        name="admin-setup"
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={empty}
        onFinish={submit}
        {...validation}
      >
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label="First Name" name="first_name" rules={rule('first_name')}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Last Name" name="last_name" rules={rule('last_name')}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Username" name="username" rules={rule('username')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={rule('email')}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={rule('password')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={create.isPending}>
          {create.isPending ? 'Creating Admin...' : 'Create Admin Account'}
        </Button>
      </Form>
    </Card>
  );
}
