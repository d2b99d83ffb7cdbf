import { Tooltip } from 'antd';
import type { CitationOutput } from '../../../../../../shared/citation.schema.ts';
import { resultsScreenMessages as text } from '../../../../../../shared/results-screen.messages.ts';
import { displayScore, formatScore } from '../../../../../../shared/display-score.ts';

type Scored = Pick<CitationOutput, 'relevance_score' | 'is_relevant' | 'keyword_score'>;

/**
 * A citation's relevance score, 0 to 1 with two decimals, over a bar filled to match. `citation` is the record as the
 * server gives it (its own label), never a reviewer's view of it with their blind decision.
 */
export function ScoreMeter({ citation }: { citation: Scored }) {
  const { value, estimated } = displayScore(citation);
  const shown = formatScore(value);
  const meter = (
    <div className={`score-meter${estimated ? ' is-estimated' : ''}`}>
      <span className="score-meter-label">Score</span>
      <strong className="score-meter-value">{shown}</strong>
      <span
        className="score-meter-track"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={1}
        aria-valuenow={value}
        aria-label={`Relevance score ${shown}`}
      >
        <span className="score-meter-fill" style={{ width: `${value * 100}%` }} />
      </span>
      {estimated && <span className="score-meter-note">estimated</span>}
    </div>
  );
  return estimated ? <Tooltip title={text.estimatedScore}>{meter}</Tooltip> : meter;
}
