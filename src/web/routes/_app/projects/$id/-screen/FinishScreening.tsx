import { CheckCircleOutlined, FlagOutlined } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { screeningMessages as text } from '../../../../../../shared/screening.messages.ts';
import type { ProjectOutput } from '../../../../../../shared/project.schema.ts';
import type { StoppingQuery } from '../../../../../../shared/screening.schema.ts';
import { useFinishScreening } from '../../../../../hooks/use-screening.ts';
import { useProjectCan } from '../../../../../hooks/use-projects.ts';
import { memberMessages } from '../../../../../../shared/member.messages.ts';
import { RoleNote } from '../../../../../components/RoleNote.tsx';
import { shortDate } from '../../../../../lib/date-display.ts';
import { ResultsDownload } from '../../../../../components/ResultsDownload.tsx';

/**
 * "Finish screening": asks first, with what the stopping test says now, then records the time and the
 * test for the export. Once finished it says when, and offers the download. A reviewer is told who finishes instead.
 */
export function FinishScreening({
  project,
  settings,
  statement,
  nothingScreened,
}: {
  project: ProjectOutput;
  settings: StoppingQuery;
  statement: string | undefined;
  /** No record has its decision yet: there is nothing to finish (the server answers 409), said beside the button. */
  nothingScreened: boolean;
}) {
  const [open, setOpen] = useState(false);
  const noteId = useId();
  const finish = useFinishScreening();
  const can = useProjectCan(project.id);
  const finishedOn = shortDate(project.finished_at);
  const confirm = () => finish.mutate({ projectId: project.id, ...settings }, { onSuccess: () => setOpen(false) });
  return (
    <div className="finish-screening">
      {finishedOn && (
        <Typography.Paragraph className="finish-done">
          <CheckCircleOutlined aria-hidden /> {text.finishedOn(finishedOn)}
        </Typography.Paragraph>
      )}
      {!can('lead') ? (
        <RoleNote>{memberMessages.reviewerCannotFinish}</RoleNote>
      ) : (
        <div className="finish-actions">
          <Button
            type={finishedOn ? 'default' : 'primary'}
            icon={<FlagOutlined aria-hidden />}
            disabled={nothingScreened}
            aria-describedby={nothingScreened ? noteId : undefined}
            onClick={() => setOpen(true)}
          >
            {finishedOn ? 'Finish again' : 'Finish screening'}
          </Button>
          {nothingScreened && (
            <Typography.Text id={noteId} type="secondary">
              {text.finishNothingScreened}
            </Typography.Text>
          )}
          {finishedOn && <ResultsDownload projectId={project.id} />}
        </div>
      )}
      <Modal
        open={open}
        title={text.finishConfirmTitle}
        okText="Finish screening"
        onOk={confirm}
        confirmLoading={finish.isPending}
        onCancel={() => setOpen(false)}
      >
        <p className="confirm-text">{text.finishConfirm(statement ?? '…')}</p>
      </Modal>
    </div>
  );
}
