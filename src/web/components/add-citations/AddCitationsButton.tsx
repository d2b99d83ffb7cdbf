import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { PlusIcon } from '../PlusIcon.tsx';
import { AddCitationsDialog } from './AddCitationsDialog.tsx';

/** "Add citations" and the dialog it opens, for a page of an existing project. */
export function AddCitationsButton({
  projectId,
  projectName,
  size,
}: {
  projectId: number;
  projectName: string;
  size?: ButtonProps['size'];
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} icon={<PlusIcon />} onClick={() => setOpen(true)}>
        Add citations
      </Button>
      <AddCitationsDialog projectId={projectId} projectName={projectName} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
