import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { PlusIcon } from '../../../components/PlusIcon.tsx';
import { useSignedInUser } from '../../../hooks/use-session.ts';
import { fullName } from '../../../lib/user-display.ts';
import { NewProjectDialog } from './NewProjectDialog.tsx';
import { ProjectList } from './ProjectList.tsx';
import './dashboard.css';

/** The signed-in home page: the user's projects and the way to start a new one. */
export function Dashboard() {
  const user = useSignedInUser();
  const [creating, setCreating] = useState(false);
  const openDialog = () => setCreating(true);
  return (
    <Flex vertical gap={24}>
      <Flex justify="space-between" align="flex-end" wrap gap={16}>
        <div>
          <Typography.Title level={1} className="page-title">
            {`Welcome, ${fullName(user)}`}
          </Typography.Title>
          <Typography.Text type="secondary">
            Your literature review projects, and those shared with you.
          </Typography.Text>
        </div>
        <Button type="primary" size="large" icon={<PlusIcon />} onClick={openDialog}>
          New Project
        </Button>
      </Flex>
      <ProjectList onCreate={openDialog} />
      <NewProjectDialog open={creating} onClose={() => setCreating(false)} />
    </Flex>
  );
}
