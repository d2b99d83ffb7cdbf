import { Typography } from 'antd';
import { labellingScreenMessages as text } from '../../shared/labelling-screen.messages.ts';
import { useProjectCan } from '../hooks/use-projects.ts';
import { PathButton } from './PathButton.tsx';
import { SwitchToContinuous } from './SwitchToContinuous.tsx';

/**
 * Where an iteration review can go when it cannot train again (all ten trainings done, or too few
 * relevant citations left to find for the next): finish with the results, or continue in continuous mode.
 * `hidden`: unlabelled citations the keywords hide, never read; said first, so no one finishes unaware of them.
 * A reviewer reads that the choice is a lead's or the owner's, and is offered the results alone.
 */
export function WaysForward({ projectId, why, hidden = 0 }: { projectId: number; why?: string; hidden?: number }) {
  const lead = useProjectCan(projectId)('lead');
  const parts = [
    why,
    hidden > 0 ? text.hiddenUnread(hidden) : undefined,
    lead ? text.waysForward : text.waysForwardReviewer,
  ];
  return (
    <div className="ways-forward" role="status">
      <Typography.Paragraph className="ways-forward-text">{parts.filter(Boolean).join(' ')}</Typography.Paragraph>
      <div className="ways-forward-actions">
        <PathButton href={`/projects/${projectId}/results`} type="primary">
          {text.viewResults}
        </PathButton>
        {lead && <SwitchToContinuous projectId={projectId} />}
      </div>
    </div>
  );
}
