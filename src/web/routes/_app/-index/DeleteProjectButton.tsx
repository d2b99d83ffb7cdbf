import { useQuery } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { TypedConfirmField } from '../../../components/TypedConfirmField.tsx';
import { fullName } from '../../../../shared/member.schema.ts';
import { projectScreenMessages as text } from '../../../../shared/project-screen.messages.ts';
import type { ProjectOutput } from '../../../../shared/project.schema.ts';
import { membersOptions } from '../../../hooks/use-members.ts';
import { useTRPC } from '../../../trpc.ts';
import { useDeleteProject } from './use-delete-project.ts';

/** Who shares the project besides its owner: names, null while being read, undefined if they could not be read. */
function useOtherMembers(projectId: number, open: boolean) {
  const trpc = useTRPC();
  // Read afresh each time the dialog opens: who shares the project may have changed since.
  const members = useQuery({ ...membersOptions(trpc, projectId), enabled: open, staleTime: 0 });
  if (members.isError) return { checking: false, names: undefined };
  if (members.isFetching || !members.data) return { checking: true, names: null };
  const names = members.data.members.filter((m) => m.role !== 'owner').map(fullName);
  return { checking: false, names };
}

/**
 * Delete, asking first: only on the user's own projects. A project shared with others (or one whose
 * members could not be read) names who shares it and asks for its name to be typed before Delete works.
 */
export function DeleteProjectButton({ project }: { project: ProjectOutput }) {
  const remove = useDeleteProject();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const { checking, names } = useOtherMembers(project.id, open);
  const guarded = names === undefined || (names !== null && names.length > 0);
  const matches = typed.trim() === project.name.trim();
  const ready = !checking && (!guarded || matches);

  const trigger = useRef<HTMLButtonElement>(null);
  const confirmClass = `delete-confirm-${project.id}`;
  // The question opens at the end of the page: the focus goes to it (its name field, else Cancel), where
  // Tab would have passed every other card first, and comes back to Delete when it closes unanswered.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(`.${confirmClass} input, .${confirmClass} .ant-popconfirm-buttons button`)
        ?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [open, confirmClass, checking]);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) return;
    setTyped('');
    const active = document.activeElement;
    if (!active || active === document.body || active.closest(`.${confirmClass}`)) trigger.current?.focus();
  };
  const confirm = () => {
    if (!ready) return;
    changeOpen(false);
    remove.mutate(project);
  };

  return (
    <Popconfirm
      open={open}
      onOpenChange={changeOpen}
      title={text.deleteConfirmTitle}
      description={
        guarded ? (
          <div className="confirm-text">
            <p className="confirm-text">{text.deleteConfirm(project.name)}</p>
            <p className="confirm-text confirm-more">{names ? text.deleteShared(names) : text.deleteMembersUnknown}</p>
            <TypedConfirmField
              label={text.deleteTypeName(project.name)}
              value={typed}
              onChange={setTyped}
              onConfirm={confirm}
            />
          </div>
        ) : (
          <p className="confirm-text">{text.deleteConfirm(project.name)}</p>
        )
      }
      rootClassName={confirmClass}
      okText="Delete"
      okButtonProps={{ danger: true, loading: checking, disabled: !checking && !ready }}
      onConfirm={confirm}
    >
      <Button
        ref={trigger}
        className="project-card-delete"
        danger
        type="text"
        loading={remove.isPending}
        aria-label={`Delete project ${project.name}`}
      >
        Delete
      </Button>
    </Popconfirm>
  );
}
