import { Button, Checkbox, Flex, Form, Input } from 'antd';
import { loginInput, type LoginInput } from '../../../shared/auth.schema.ts';
import { PathLink } from '../../components/PathLink.tsx';
import { useLogin } from './use-login.ts';
import { showServerFieldErrors, useValidateAfterSubmit, zodRule } from '../../lib/form-validation.ts';

// Empty strings rather than undefined, so an untouched field gets the schema's own message.
const empty: LoginInput = { email: '', password: '', rememberMe: false };

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [form] = Form.useForm<LoginInput>();
  const login = useLogin();
  const validation = useValidateAfterSubmit();
  const submit = (values: LoginInput) =>
    login.mutate(loginInput.parse(values), {
      onSuccess: onSignedIn,
      onError: (error) => showServerFieldErrors(form, error),
    });

  return (
    <Form
      form={form}
      name="login"
      layout="vertical"
      requiredMark={false}
      noValidate
      initialValues={empty}
      onFinish={submit}
      {...validation}
    >
      <Form.Item label="Email" name="email" required rules={[zodRule(loginInput, 'email')]}>
        <Input type="email" autoComplete="email" placeholder="you@university.edu" size="large" />
      </Form.Item>
      <Form.Item label="Password" name="password" required rules={[zodRule(loginInput, 'password')]}>
        <Input.Password autoComplete="current-password" size="large" />
      </Form.Item>
      <Flex justify="space-between" align="center" className="auth-row">
        <Form.Item name="rememberMe" valuePropName="checked" noStyle>
          <Checkbox>Remember me</Checkbox>
        </Form.Item>
        <PathLink href="/forgot-password">Forgot your password?</PathLink>
      </Flex>
      <Button
        className="auth-submit"
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={login.isPending}
        disabled={login.isPending}
      >
        Sign in
      </Button>
    </Form>
  );
}
