import { Steps } from 'antd';

const STEPS = [{ title: 'Duplicate Removal' }, { title: 'Keyword Selection' }, { title: 'Citation Labeling' }];

export type ReviewStep = 'duplicates' | 'keywords' | 'citations';

/** The three-step progress strip above the duplicate, keyword and labelling pages. */
export function ReviewSteps({ current }: { current: ReviewStep }) {
  const index = ['duplicates', 'keywords', 'citations'].indexOf(current);
  return <Steps className="review-steps" size="small" current={index} items={STEPS} />;
}
