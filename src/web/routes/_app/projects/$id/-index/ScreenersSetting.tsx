import { Link } from '@tanstack/react-router';
import { Radio, Typography } from 'antd';
import type { ProjectOutput } from '../../../../../../shared/project.schema.ts';
import { useSetScreenersPerRecord } from '../../../../../hooks/use-dual-screening.ts';

const SCREENER_OPTIONS = [
  { value: 1, label: 'One' },
  { value: 2, label: 'Two, blind' },
];

/**
 * Continuous screening's screeners per record: one, or two deciding blind (a lead chooses), with the way
 * to the conflicts and the agreement once there are two. Those who cannot change it read it as text (a
 * disabled control's grey text is too faint to read).
 */
export function ScreenersSetting({ project, edit }: { project: ProjectOutput; edit: boolean }) {
  const setScreeners = useSetScreenersPerRecord();
  const dual = project.screeners_per_record === 2;
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
            onChange={(e) => setScreeners.mutate({ id: project.id, screeners_per_record: e.target.value as 1 | 2 })}
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
      {dual && (
        <Link to="/projects/$id/conflicts" params={{ id: String(project.id) }}>
          Conflicts and agreement
        </Link>
      )}
    </div>
  );
}
