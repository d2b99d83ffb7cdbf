import { ThunderboltOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { PathButton } from './PathButton.tsx';
import { useScreeningStatus } from '../hooks/use-screening.ts';
import { modelStatus } from '../lib/screening-display.ts';

/**
 * The labelling list's bar in continuous mode: no caps to count against, so the project's decisions and
 * what is left, the model's state, and the way to the faster one-at-a-time view.
 */
export function ContinuousCounters({ projectId }: { projectId: number }) {
  const { data: status } = useScreeningStatus(projectId);
  return (
    <div className="label-bar">
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
              <span className="label-counter-name">Maybe</span>{' '}
              <strong className="label-counter-value">{status.progress.maybe}</strong>
            </span>
            <span className="label-counter is-count">
              <span className="label-counter-name">Left</span>{' '}
              <strong className="label-counter-value">{status.progress.unlabelled}</strong>
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
    </div>
  );
}
