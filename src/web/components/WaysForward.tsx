import { Typography } from 'antd';
import { labellingScreenMessages as text } from '../../shared/labelling-screen.messages.ts';
import { PathButton } from './PathButton.tsx';
import { SwitchToContinuous } from './SwitchToContinuous.tsx';

/**
 * Where an iteration review can go when it cannot train again (all ten trainings done, or too few
 * relevant citations left to find for the next): finish with the results, or continue in continuous mode.
 */
export function WaysForward({ projectId, why }: { projectId: number; why?: string }) {
  return (
    <div className="ways-forward" role="status">
      <Typography.Paragraph className="ways-forward-text">
        {why ? `${why} ${text.waysForward}` : text.waysForward}
      </Typography.Paragraph>
      <div className="ways-forward-actions">
        <PathButton href={`/projects/${projectId}/results`} type="primary">
          {text.viewResults}
        </PathButton>
        <SwitchToContinuous projectId={projectId} />
      </div>
    </div>
  );
}
