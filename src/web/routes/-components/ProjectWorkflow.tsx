import { Card, Steps } from 'antd';
import type { ProjectOutput } from '../../../shared/project.schema.ts';
import { currentStep } from '../../lib/project-status.ts';

const steps = [
  { title: 'Duplicate removal', subTitle: 'Optional', content: 'Find citations that appear more than once and keep one of each.' },
  { title: 'Keyword selection', content: 'Choose the words that mark a citation as likely relevant or irrelevant.' },
  { title: 'Citation labeling', content: 'Label citations as relevant or irrelevant, then train the model.' },
  { title: 'Review results', content: 'Read the citations ranked by relevance and download them.' },
];

/** Spec section 2: the four steps of a review, with the one to do next highlighted. */
export function ProjectWorkflow({ project }: { project: ProjectOutput }) {
  return (
    <Card title="Workflow" className="overview-card">
      <Steps orientation="vertical" current={currentStep(project)} items={steps} />
    </Card>
  );
}
