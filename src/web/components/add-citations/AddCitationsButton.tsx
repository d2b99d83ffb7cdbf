import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useProjectCan } from '../../hooks/use-projects.ts';
import { PlusIcon } from '../PlusIcon.tsx';
import { AddCitationsDialog } from './AddCitationsDialog.tsx';

/** "Add citations" and the dialog it opens, for a page of an existing project; only for those who may add (a lead or the owner). */
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
  const can = useProjectCan(projectId);
  if (!can('lead')) return null;
  return (
    <>
      <Button size={size} icon={<PlusIcon />} onClick={() => setOpen(true)}>
        Add citations
      </Button>
      <AddCitationsDialog projectId={projectId} projectName={projectName} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
