import { ExperimentOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { resultsScreenMessages as text } from '../../../../../../shared/results-screen.messages.ts';
import { ButtonLink } from '../../../../../components/ButtonLink.tsx';

/** Before the first training there is nothing ranked to show: say when results come and where to go. */
export function ResultsEmpty({ projectId }: { projectId: number }) {
  return (
    <Card>
      <Result
        icon={<ExperimentOutlined aria-hidden className="results-empty-icon" />}
        title={text.noResultsTitle}
        subTitle={text.noResultsDescription}
        extra={
          <ButtonLink to="/projects/$id/citations" params={{ id: String(projectId) }} color="primary" variant="solid">
            Go to Citation Labeling
          </ButtonLink>
        }
      />
    </Card>
  );
}
