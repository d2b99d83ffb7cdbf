import { Button, Card, Result } from 'antd';
import { labellingScreenMessages as text } from '../../../../../../shared/labelling-screen.messages.ts';
import { ButtonLink } from '../../../../../components/ButtonLink.tsx';

interface KeywordLoadErrorProps {
  projectId: number;
  message: string;
  onRetry: () => void;
}

/** "Error Loading Keywords": the keywords could not be loaded; the way out is back to the project. */
export function KeywordLoadError({ projectId, message, onRetry }: KeywordLoadErrorProps) {
  return (
    <Card>
      <Result
        status="error"
        title={text.keywordsLoadFailed}
        subTitle={message}
        extra={[
          <Button key="retry" onClick={onRetry}>
            Try again
          </Button>,
          <ButtonLink key="back" to="/projects/$id" params={{ id: String(projectId) }} color="primary" variant="solid">
            Back to Project
          </ButtonLink>,
        ]}
      />
    </Card>
  );
}
