import { Typography } from 'antd';
import { resultsScreenMessages as text } from '../../../shared/messages.ts';
import type { ResultsSummary } from '../../../shared/training.schema.ts';
import { countLabel } from '../../lib/results-display.ts';

/**
 * The sum of the unlabelled citations' calibrated probabilities, read as the number of relevant citations
 * not yet found. A rough figure, so it is shown whole and worded as "about".
 */
export function ResultsEstimate({ summary }: { summary: ResultsSummary }) {
  const estimate = summary.estimated_relevant_remaining;
  if (estimate === null) return <Typography.Text type="secondary">{text.estimatePending}</Typography.Text>;
  const n = Math.round(estimate);
  return (
    <div className="results-estimate">
      <strong className="results-estimate-value" aria-hidden>
        {`≈ ${countLabel(n)}`}
      </strong>
      <p className="results-estimate-text">{text.estimate(n)}</p>
      <Typography.Text type="secondary" className="results-estimate-note">
        {text.stillUnlabelled(summary.unlabelled)}
      </Typography.Text>
    </div>
  );
}
