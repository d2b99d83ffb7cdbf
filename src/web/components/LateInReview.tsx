import { Typography } from 'antd';
import { labellingScreenMessages as text } from '../../shared/labelling-screen.messages.ts';
import { useLateInReview } from '../hooks/use-late-in-review.ts';
import type { LabelCounts } from '../lib/label-rules.ts';
import { HelpLink } from './HelpLink.tsx';
import { WaysForward } from './WaysForward.tsx';

/**
 * Once this iteration's irrelevant labels are all given with fewer than 5 relevant: where "Still to find" says at
 * least 5 relevant citations are left, to read on; otherwise why the model may not train again, and the ways forward.
 */
export function LateInReview({
  projectId,
  counts,
  hidden,
}: {
  projectId: number;
  counts?: LabelCounts;
  hidden: number;
}) {
  const late = useLateInReview(projectId, counts);
  if (late.kind === 'none') return null;
  if (late.kind === 'stuck') return <WaysForward projectId={projectId} why={text.fewRelevantLeft} hidden={hidden} />;
  const { low, high, level } = late.estimate;
  return (
    <div className="ways-forward" role="status">
      <Typography.Paragraph className="ways-forward-text">
        {text.relevantStillLeft(low, high, level)} <HelpLink section="still-to-find" />
      </Typography.Paragraph>
    </div>
  );
}
