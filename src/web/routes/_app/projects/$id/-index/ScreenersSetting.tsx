import { Link } from '@tanstack/react-router';
import { Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { dualMessages as text } from '../../../../../../shared/dual.messages.ts';
import type { ProjectOutput } from '../../../../../../shared/project.schema.ts';
import { useAgreement, useSetScreenersPerRecord } from '../../../../../hooks/use-dual-screening.ts';

const SCREENER_OPTIONS = [
  { value: 1, label: 'One' },
  { value: 2, label: 'Two, blind' },
];

/**
 * Continuous screening's screeners per record: one, or two deciding blind (a lead chooses), with the way
 * to the conflicts and the agreement once there are two (or conflicts are left from two). Going back to one
 * asks first, with how many records wait for a second reviewer and how many conflicts are open, and what
 * becomes of each (docs/teams.md). Those who cannot change it read it as text (a disabled control's grey
 * text is too faint to read).
 */
export function ScreenersSetting({ project, edit }: { project: ProjectOutput; edit: boolean }) {
  const setScreeners = useSetScreenersPerRecord(project.id);
  const { data: agreement } = useAgreement(project.id);
  const [confirming, setConfirming] = useState(false);
  const dual = project.screeners_per_record === 2;
  const save = (screeners: 1 | 2) =>
    setScreeners.mutate({ id: project.id, screeners_per_record: screeners }, { onSettled: () => setConfirming(false) });
  return (
    <div className="screeners-setting">
      {edit ? (
        <>
          <Typography.Text strong id="screeners-label">
            Screeners per record
          </Typography.Text>
          <Radio.Group
            aria-labelledby="screeners-label"
            value={project.screeners_per_record}
            disabled={setScreeners.isPending}
            onChange={(e) => (e.target.value === 1 && dual ? setConfirming(true) : save(e.target.value as 1 | 2))}
            options={SCREENER_OPTIONS}
            optionType="button"
          />
        </>
      ) : (
        <Typography.Paragraph className="mode-card-text">
          <Typography.Text strong>Screeners per record:</Typography.Text>{' '}
          {SCREENER_OPTIONS.find((o) => o.value === project.screeners_per_record)?.label ??
            project.screeners_per_record}{' '}
          (a lead or the owner changes it)
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary" className="mode-card-text">
        {dual
          ? 'Each record is decided by two reviewers, neither seeing the other’s decision until both have decided. Agreement decides the record; a disagreement is a conflict for a lead.'
          : 'The first decision on a record is its decision.'}
      </Typography.Paragraph>
      {(dual || (agreement?.open_conflicts ?? 0) > 0) && (
        <Link to="/projects/$id/conflicts" params={{ id: String(project.id) }}>
          Conflicts and agreement
        </Link>
      )}
      <Modal
        open={confirming}
        title={text.toOneTitle}
        okText={text.toOneOk}
        onOk={() => save(1)}
        confirmLoading={setScreeners.isPending}
        okButtonProps={{ disabled: !agreement }}
        onCancel={() => setConfirming(false)}
      >
        {agreement ? (
          <>
            <p className="confirm-text">{text.toOneAwaiting(agreement.awaiting_second)}</p>
            <p className="confirm-text">{text.toOneConflicts(agreement.open_conflicts)}</p>
            <p className="confirm-text">{text.toOneAfter}</p>
          </>
        ) : (
          <p className="confirm-text">Counting the records waiting for a second reviewer and the open conflicts…</p>
        )}
      </Modal>
    </div>
  );
}
