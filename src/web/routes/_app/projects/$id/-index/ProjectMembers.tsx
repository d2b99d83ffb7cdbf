import { Button, Card, Flex, Popconfirm, Select, Skeleton, Tag, Typography } from 'antd';
import { memberMessages as text } from '../../../../../../shared/member.messages.ts';
import { fullName, type MemberRole, type ProjectMember } from '../../../../../../shared/member.schema.ts';
import { useMembers, useRemoveMember, useSetMemberRole } from '../../../../../hooks/use-members.ts';
import { roleLabel, roleOptions } from '../../../../../lib/member-roles.ts';
import { MemberAddForm } from './MemberAddForm.tsx';
import { cardHeading } from '../../../../../components/card-heading.tsx';

interface MemberRowProps {
  projectId: number;
  member: ProjectMember;
  manage: boolean;
}

/** One person: name, e-mail and role; for the owner, the role picker and Remove. */
function MemberRow({ projectId, member, manage }: MemberRowProps) {
  const setRole = useSetMemberRole(projectId);
  const remove = useRemoveMember(projectId);
  const name = fullName(member) || member.email;
  const editable = manage && member.role !== 'owner';
  return (
    <li className="member-row">
      <div className="member-who">
        <Typography.Text strong>{name}</Typography.Text>
        <Typography.Text className="member-email">{member.email}</Typography.Text>
      </div>
      {editable ? (
        <Flex gap={8} align="center">
          <Select
            aria-label={`Role of ${name}`}
            value={member.role as MemberRole}
            options={roleOptions}
            loading={setRole.isPending}
            onChange={(role) => setRole.mutate({ projectId, userId: member.user_id, role })}
            className="member-role-select"
          />
          <Popconfirm
            title={text.removeConfirm(name)}
            okText="Remove"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutate({ projectId, userId: member.user_id })}
          >
            <Button
              danger
              type="text"
              loading={remove.isPending}
              aria-label={`Remove ${name}`}
              className="member-remove"
            >
              Remove
            </Button>
          </Popconfirm>
        </Flex>
      ) : (
        <Tag variant="filled" color={member.role === 'owner' ? 'blue' : undefined}>
          {roleLabel[member.role]}
        </Tag>
      )}
    </li>
  );
}

/**
 * Who works on the project. The owner (or an administrator) adds people by e-mail, changes their role and
 * removes them; members see the list.
 */
export function ProjectMembers({ projectId, manage }: { projectId: number; manage: boolean }) {
  const members = useMembers(projectId);
  return (
    <Card title={cardHeading('Members')} className="overview-card members-card">
      <Flex vertical gap={16}>
        {manage && <MemberAddForm projectId={projectId} />}
        {members.data ? (
          <ul aria-label="Project members" className="member-list">
            {members.data.members.map((member) => (
              <MemberRow key={member.user_id} projectId={projectId} member={member} manage={manage} />
            ))}
          </ul>
        ) : members.error ? (
          <Typography.Text type="danger">{members.error.message}</Typography.Text>
        ) : (
          <Skeleton active paragraph={{ rows: 2 }} />
        )}
      </Flex>
    </Card>
  );
}
