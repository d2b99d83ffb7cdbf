import { Button, Col, Form, Input, Row } from 'antd';
import { signupForm, signupInput, type SignupForm as SignupValues } from '../../../shared/auth.schema.ts';
import { useSignup } from './use-signup.ts';
import { showServerFieldErrors, useValidateAfterSubmit, zodRule } from '../../lib/form-validation.ts';

const rule = (field: keyof SignupValues) => [zodRule(signupForm, field)];
// Empty strings rather than undefined, so an untouched field gets the schema's "required" message.
const empty: SignupValues = { first_name: '', last_name: '', email: '', password: '', confirmPassword: '' };

export function SignupForm({ onSignedUp }: { onSignedUp: () => void }) {
  const [form] = Form.useForm<SignupValues>();
  const signup = useSignup();
  const validation = useValidateAfterSubmit();
  // signupInput keeps only the API's fields, so the confirmation is never sent.
  const submit = (values: SignupValues) =>
    signup.mutate(signupInput.parse(values), {
      onSuccess: onSignedUp,
      onError: (error) => showServerFieldErrors(form, error),
    });

  return (
    <Form
      form={form}
      name="signup"
      layout="vertical"
      requiredMark={false}
      noValidate
      initialValues={empty}
      onFinish={submit}
      {...validation}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="First Name" name="first_name" required rules={rule('first_name')}>
            <Input autoComplete="given-name" size="large" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Last Name" name="last_name" required rules={rule('last_name')}>
            <Input autoComplete="family-name" size="large" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Email" name="email" required rules={rule('email')}>
        <Input type="email" autoComplete="email" placeholder="you@university.edu" size="large" />
      </Form.Item>
      <Form.Item label="Password" name="password" required rules={rule('password')}>
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Form.Item
        label="Confirm Password"
        name="confirmPassword"
        required
        dependencies={['password']}
        rules={rule('confirmPassword')}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Button
        className="auth-submit"
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={signup.isPending}
        disabled={signup.isPending}
      >
        Sign up
      </Button>
    </Form>
  );
}
