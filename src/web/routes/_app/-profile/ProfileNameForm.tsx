import { Button, Col, Form, Input, Row } from 'antd';
import { profileInput, type PublicUser } from '../../../../shared/auth.schema.ts';
import { useUpdateProfile } from '../../../hooks/use-profile.ts';
import { showServerFieldErrors, useValidateAfterSubmit, zodRule } from '../../../lib/form-validation.ts';

type NameValues = Pick<PublicUser, 'first_name' | 'last_name'>;

const rule = (field: keyof NameValues) => [zodRule(profileInput, field)];

/** The user's first and last name, saved with auth.updateProfile. */
export function ProfileNameForm({ user }: { user: PublicUser }) {
  const [form] = Form.useForm<NameValues>();
  const update = useUpdateProfile();
  const validation = useValidateAfterSubmit();
  const submit = (values: NameValues) =>
    update.mutate(profileInput.parse(values), { onError: (error) => showServerFieldErrors(form, error) });

  return (
    <Form
      form={form}
      name="profile-name"
      layout="vertical"
      requiredMark={false}
      noValidate
      initialValues={{ first_name: user.first_name, last_name: user.last_name }}
      onFinish={submit}
      {...validation}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="First Name" name="first_name" rules={rule('first_name')}>
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Last Name" name="last_name" rules={rule('last_name')}>
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        Save Name
      </Button>
    </Form>
  );
}
