import { EditOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { PROJECT_NAME_MAX, projectName } from '../../../../../../shared/project.schema.ts';
import type { ProjectOutput } from '../../../../../../shared/project.schema.ts';
import { useRenameProject } from '../../../../../hooks/use-projects.ts';

/** The new name typed in place of the heading: Enter or Save keeps it, Escape or Cancel leaves the name as it was. */
function RenameForm({ project, onDone }: { project: ProjectOutput; onDone: () => void }) {
  const rename = useRenameProject();
  const [name, setName] = useState(project.name);
  const checked = projectName.safeParse(name);
  const save = () => {
    if (!checked.success || checked.data === project.name) return onDone();
    rename.mutate({ id: project.id, name: checked.data }, { onSuccess: onDone });
  };
  return (
    <form
      className="project-rename"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Flex gap={8} wrap align="center">
        <Input
          aria-label="Project name"
          value={name}
          count={{ show: true, max: PROJECT_NAME_MAX }}
          autoFocus
          status={checked.success ? undefined : 'error'}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && onDone()}
          className="project-rename-input"
        />
        <Button type="primary" htmlType="submit" loading={rename.isPending} disabled={!checked.success}>
          Save
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </Flex>
      {!checked.success && <Typography.Text type="danger">{checked.error.issues[0]?.message}</Typography.Text>}
    </form>
  );
}

/** The project's name as the page heading; its owner (or an administrator) renames it in place. */
export function ProjectName({ project, editable }: { project: ProjectOutput; editable: boolean }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <RenameForm project={project} onDone={() => setEditing(false)} />;
  return (
    <Flex align="center" gap={4}>
      <Typography.Title level={1} className="page-title">
        {project.name}
      </Typography.Title>
      {editable && (
        <Button
          type="text"
          icon={<EditOutlined aria-hidden />}
          aria-label="Rename project"
          title="Rename project"
          onClick={() => setEditing(true)}
        />
      )}
    </Flex>
  );
}
