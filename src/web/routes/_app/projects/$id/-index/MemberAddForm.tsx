import { UserAddOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Select } from 'antd';
import { memberMessages as text } from '../../../../../../shared/member.messages.ts';
import { addMemberInput, type AddMemberInput } from '../../../../../../shared/member.schema.ts';
import { useAddMember } from '../../../../../hooks/use-members.ts';
import { DOMAIN_REFUSAL_STATUSES, errorToast } from '../../../../../lib/api-errors.ts';
import { showServerFieldErrors, useValidateAfterSubmit, zodRule } from '../../../../../lib/form-validation.ts';
import { roleOptions } from '../../../../../lib/member-roles.ts';

/** Shares the project with an existing account: its e-mail and a role. The server's refusal lands under the e-mail. */
export function MemberAddForm({ projectId }: { projectId: number }) {
  const [form] = Form.useForm<AddMemberInput>();
  const add = useAddMember(projectId);
  const validation = useValidateAfterSubmit();
  const { notification } = App.useApp();
  const submit = (values: AddMemberInput) =>
    add.mutate(
      { projectId, ...addMemberInput.parse(values) },
      {
        // The next person is a reviewer unless chosen otherwise, as the form first offers.
        onSuccess: () => form.resetFields(['email', 'role']),
        onError: (error) => {
          if (error.data?.fields) showServerFieldErrors(form, error);
          else notification.error(errorToast(text.addFailed, error, { serverWordsFor: DOMAIN_REFUSAL_STATUSES }));
        },
      },
    );
  return (
    <Form
      form={form}
      name="add-member"
      layout="inline"
      requiredMark={false}
      noValidate
      initialValues={{ role: 'reviewer' }}
      onFinish={submit}
      className="member-add"
      {...validation}
    >
      <Form.Item label="E-mail" name="email" rules={[zodRule(addMemberInput, 'email')]} className="member-add-email">
        <Input type="email" autoComplete="off" placeholder="colleague@example.org" />
      </Form.Item>
      <Form.Item label="Role" name="role">
        <Select options={roleOptions} className="member-role-select" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<UserAddOutlined aria-hidden />} loading={add.isPending}>
          Add member
        </Button>
      </Form.Item>
    </Form>
  );
}
