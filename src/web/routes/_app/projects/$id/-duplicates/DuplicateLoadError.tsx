import { Button, Card, Result } from 'antd';
import { dedupScreenMessages as text } from '../../../../../../shared/dedup-screen.messages.ts';
import { ButtonLink } from '../../../../../components/ButtonLink.tsx';

/** "Error Loading Project": the project could not be loaded (missing, someone else's, or no answer). */
export function DuplicateLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card>
      <Result
        status="error"
        title={text.loadErrorTitle}
        subTitle={text.loadErrorDescription}
        extra={[
          <Button key="retry" onClick={onRetry}>
            Try again
          </Button>,
          <ButtonLink key="back" to="/" color="primary" variant="solid">
            Back to Dashboard
          </ButtonLink>,
        ]}
      />
    </Card>
  );
}
