import { useNavigate } from '@tanstack/react-router';
import { Button, Modal } from 'antd';
import { NewProjectFields } from '../../../components/NewProjectFields.tsx';
import { useNewProject } from '../../../hooks/use-new-project.ts';
import { useTypeAhead } from '../../../hooks/use-type-ahead.ts';

interface NewProjectDialogProps {
  open: boolean;
  onClose: () => void;
}

/** "New Project": a name and one or more citation files; on success the duplicates step opens. */
export function NewProjectDialog({ open, onClose }: NewProjectDialogProps) {
  const navigate = useNavigate();
  const state = useNewProject((projectId) => {
    close();
    void navigate({ href: `/projects/${projectId}/duplicates` });
  });
  const { pending, canCreate } = state;
  // From the click that opens it: keys typed before the name field is drawn are not lost.
  const typedAhead = useTypeAhead(open);

  function close() {
    state.reset();
    onClose();
  }

  return (
    <Modal
      open={open}
      title="New Project"
      onCancel={close}
      closable={!pending}
      mask={{ closable: !pending }}
      keyboard={!pending}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={pending}>
          Cancel
        </Button>,
        <Button key="create" type="primary" onClick={() => void state.submit()} disabled={!canCreate} loading={pending}>
          Create
        </Button>,
      ]}
    >
      <NewProjectFields state={state} focusName={typedAhead} />
    </Modal>
  );
}
