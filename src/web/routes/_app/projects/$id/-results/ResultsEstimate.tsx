import { Typography } from 'antd';
import { resultsScreenMessages as text } from '../../../../../../shared/results-screen.messages.ts';
import type { ResultsSummary } from '../../../../../../shared/training.schema.ts';
import { HelpLink } from '../../../../../components/HelpLink.tsx';

/**
 * "Still to find": an interval of the relevant citations the unlabelled ones may still hold, with its
 * middle figure, or why there is none (src/server/ml/stopping/still-to-find.ts; Help explains the method).
 */
export function ResultsEstimate({ summary }: { summary: ResultsSummary }) {
  const { low, high, estimate, level, reason } = summary.still_to_find;
  if (reason !== null || low === null || high === null || estimate === null) {
    return <Typography.Text>{text.estimateUnavailable[reason ?? 'no-reading']}</Typography.Text>;
  }
  return (
    <div className="results-estimate">
      <strong className="results-estimate-value" aria-hidden>
        {text.estimateRange(low, high)}
      </strong>
      <p className="results-estimate-text">{text.estimate(low, high, estimate, level)}</p>
      {high > 4 * Math.max(estimate, 5) && <p className="results-estimate-text">{text.estimateWide}</p>}
      <Typography.Text className="results-estimate-note">{text.stillUnlabelled(summary.unlabelled)}</Typography.Text>
      <Typography.Text className="results-estimate-note">
        {text.estimateHelp} <HelpLink section="still-to-find" />
      </Typography.Text>
    </div>
  );
}
