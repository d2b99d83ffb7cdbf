import { SwapOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { Button, Modal, type ButtonProps } from 'antd';
import { useState } from 'react';
import { labellingScreenMessages } from '../../shared/labelling-screen.messages.ts';
import { memberMessages } from '../../shared/member.messages.ts';
import { screeningMessages as text } from '../../shared/screening.messages.ts';
import { useProjectCan } from '../hooks/use-projects.ts';
import { useSwitchToContinuous } from '../hooks/use-screening.ts';
import { RoleNote } from './RoleNote.tsx';

/**
 * "Continue in continuous mode": says what changes (and that there is no way back), switches the project,
 * and opens the screening view. Only a lead or the owner may switch (the server refuses a reviewer): a
 * reviewer is told who does it instead.
 */
export function SwitchToContinuous({ projectId, type = 'default' }: { projectId: number; type?: ButtonProps['type'] }) {
  const can = useProjectCan(projectId);
  if (!can('lead')) return <RoleNote>{memberMessages.reviewerCannotSwitch}</RoleNote>;
  return <SwitchButton projectId={projectId} type={type} />;
}

function SwitchButton({ projectId, type }: { projectId: number; type: ButtonProps['type'] }) {
  const [open, setOpen] = useState(false);
  const switchMode = useSwitchToContinuous(projectId);
  const navigate = useNavigate();
  const confirm = () =>
    switchMode.mutate(
      { id: projectId, screening_mode: 'continuous' },
      {
        onSuccess: () => {
          setOpen(false);
          void navigate({ to: '/projects/$id/screen', params: { id: String(projectId) } });
        },
      },
    );
  return (
    <>
      <Button type={type} icon={<SwapOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {labellingScreenMessages.continueContinuous}
      </Button>
      <Modal
        open={open}
        title={text.switchConfirmTitle}
        okText={labellingScreenMessages.continueContinuous}
        onOk={confirm}
        confirmLoading={switchMode.isPending}
        onCancel={() => setOpen(false)}
      >
        <p className="confirm-text">{text.switchConfirm}</p>
      </Modal>
    </>
  );
}
