import { Card, Typography } from 'antd';
import type { ProjectOutput } from '../../../../../../shared/project.schema.ts';
import { shortDate } from '../../../../../lib/date-display.ts';
import { ScreenersSetting } from './ScreenersSetting.tsx';
import { SwitchToContinuous } from '../../../../../components/SwitchToContinuous.tsx';
import { cardHeading } from '../../../../../components/card-heading.tsx';

/** How the project is screened: the way to continuous screening for an iteration project, the screeners per record for a continuous one. */
export function ScreeningModeCard({ project, edit }: { project: ProjectOutput; edit: boolean }) {
  const finished = shortDate(project.finished_at);
  if (project.screening_mode === 'continuous') {
    return (
      <Card title={cardHeading('Screening mode')} className="overview-card">
        <Typography.Paragraph className="mode-card-text">
          Continuous: one record at a time, every decision recorded, the model retrained as you screen, and a stopping
          test to say when enough is found.
          {finished ? ` Screening was finished on ${finished}.` : ''}
        </Typography.Paragraph>
        <ScreenersSetting project={project} edit={edit} />
      </Card>
    );
  }
  return (
    <Card title={cardHeading('Screening mode')} className="overview-card">
      <Typography.Paragraph className="mode-card-text">
        Iterations: 5–10 relevant and 5–10 irrelevant labels, then a training, up to 10 times. Continuous mode records
        every decision without caps; a project can switch to it once, not back.
      </Typography.Paragraph>
      <SwitchToContinuous projectId={project.id} />
    </Card>
  );
}
