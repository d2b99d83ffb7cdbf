import { Card, Steps } from 'antd';
import type { ProjectOutput } from '../../../../../../shared/project.schema.ts';
import { currentStep, labellingUnderWay } from './project-status.ts';
import { HelpLink } from '../../../../../components/HelpLink.tsx';
import { cardHeading } from '../../../../../components/card-heading.tsx';

const steps = [
  {
    title: 'Duplicate removal',
    subTitle: 'Optional',
    content: 'Find citations that appear more than once and keep one of each.',
  },
  { title: 'Keyword selection', content: 'Choose the words that mark a citation as likely relevant or irrelevant.' },
  { title: 'Citation labeling', content: 'Label citations as relevant or irrelevant, then train the model.' },
  { title: 'Review results', content: 'Read the citations ranked by relevance and download them.' },
];

/** A continuous project screens one record at a time, the model retraining by itself. */
const continuousSteps = steps.map((step) =>
  step.title === 'Citation labeling'
    ? {
        ...step,
        content:
          'Screen one record at a time; the model retrains by itself and a stopping test says when enough is found.',
      }
    : step,
);

/**
 * The four steps of a review (duplicates, keywords, labelling, results), with the one to do next highlighted.
 * Once results are there, labelling goes on beside them (as the status card's "In Progress" says) until the
 * project is finished or has trained ten times: that step shows as under way, not done.
 */
export function ProjectWorkflow({ project }: { project: ProjectOutput }) {
  const items = project.screening_mode === 'continuous' ? continuousSteps : steps;
  const current = currentStep(project);
  const labelling = current > 2 && labellingUnderWay(project);
  return (
    <Card title={cardHeading('Workflow')} extra={<HelpLink section="steps" />} className="overview-card">
      <Steps
        orientation="vertical"
        current={current}
        items={items.map((step, i) => (i === 2 && labelling ? { ...step, status: 'process' as const } : step))}
      />
    </Card>
  );
}
