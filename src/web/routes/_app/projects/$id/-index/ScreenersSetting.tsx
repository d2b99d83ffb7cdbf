import { Link } from '@tanstack/react-router';
import { Radio, Typography } from 'antd';
import type { ProjectOutput } from '../../../../../../shared/project.schema.ts';
import { useSetScreenersPerRecord } from '../../../../../hooks/use-dual-screening.ts';

/**
 * Continuous screening's screeners per record: one, or two deciding blind (a lead chooses), with the way
 * to the conflicts and the agreement once there are two.
 */
export function ScreenersSetting({ project, edit }: { project: ProjectOutput; edit: boolean }) {
  const setScreeners = useSetScreenersPerRecord();
  const dual = project.screeners_per_record === 2;
  return (
    <div className="screeners-setting">
      <Typography.Text strong id="screeners-label">
        Screeners per record
      </Typography.Text>
      <Radio.Group
        aria-labelledby="screeners-label"
        value={project.screeners_per_record}
        disabled={!edit || setScreeners.isPending}
        onChange={(e) => setScreeners.mutate({ id: project.id, screeners_per_record: e.target.value as 1 | 2 })}
        options={[
          { value: 1, label: 'One' },
          { value: 2, label: 'Two, blind' },
        ]}
        optionType="button"
      />
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
