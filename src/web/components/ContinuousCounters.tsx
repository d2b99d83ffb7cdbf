import { ThunderboltOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { PathButton } from './PathButton.tsx';
import { useScreeningStatus } from '../hooks/use-screening.ts';
import { leftNote, modelStatus } from '../lib/screening-display.ts';
import { StickyBar } from './StickyBar.tsx';

/**
 * The labelling list's bar in continuous mode: no caps to count against, so the project's decisions and
 * what is left, the model's state, and the way to the faster one-at-a-time view. "Left" is every record
 * without a label, as the screening view and the stopping test count them; it says how many of them are set
 * aside as Maybe and how many the keywords hide (`hidden`, the project's count), which the Unlabeled list leaves out.
 */
export function ContinuousCounters({ projectId, hidden = 0 }: { projectId: number; hidden?: number }) {
  const { data: status } = useScreeningStatus(projectId);
  const note = status ? leftNote(status.progress.maybe, hidden) : '';
  return (
    <StickyBar className="label-bar">
      <div className="label-counters" role="group" aria-label="Decisions in continuous screening">
        <Typography.Text className="label-iteration">Continuous screening</Typography.Text>
        {status && (
          <div role="status" className="label-counter-list">
            <span className="label-counter label-counter-relevant is-count">
              <span className="label-counter-name">Relevant</span>{' '}
              <strong className="label-counter-value">{status.progress.relevant}</strong>
            </span>
            <span className="label-counter label-counter-irrelevant is-count">
              <span className="label-counter-name">Irrelevant</span>{' '}
              <strong className="label-counter-value">{status.progress.irrelevant}</strong>
            </span>
            <span className="label-counter is-count">
              <span className="label-counter-name">Left</span>{' '}
              <strong className="label-counter-value">{status.progress.remaining}</strong>
              {note && <span className="label-counter-note"> {note}</span>}
            </span>
          </div>
        )}
        {status && <span className="screening-model-inline">{modelStatus(status)}</span>}
        <PathButton
          href={`/projects/${projectId}/screen`}
          type="primary"
          icon={<ThunderboltOutlined aria-hidden />}
          className="label-train"
        >
          Screen one at a time
        </PathButton>
      </div>
    </StickyBar>
  );
}
