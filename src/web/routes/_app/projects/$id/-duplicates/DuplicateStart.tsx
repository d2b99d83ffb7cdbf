import { ArrowRightOutlined, LoadingOutlined, ScanOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { dedupScreenMessages as text } from '../../../../../../shared/dedup-screen.messages.ts';
import { ButtonLink } from '../../../../../components/ButtonLink.tsx';

interface DuplicateStartProps {
  projectId: number;
  citations: number;
  running: boolean;
  /** A reviewer may not run detection: the button stays, disabled (the page says why). */
  readOnly: boolean;
  onRun: () => void;
}

/** Before removal: run detection, or skip this optional step. */
export function DuplicateStart({ projectId, citations, running, readOnly, onRun }: DuplicateStartProps) {
  const counted = `${citations.toLocaleString('en-US')} citation${citations === 1 ? '' : 's'}`;
  return (
    <Card>
      <Flex vertical gap={20}>
        <div>
          <Typography.Title level={2} className="dedup-card-title">
            Find citations that appear more than once
          </Typography.Title>
          <Typography.Paragraph type="secondary" className="dedup-lead">
            {`The same study often comes from more than one database. Screener compares the titles, abstracts, DOIs and other details of the ${counted} in this project, keeps one copy of each study and sets the others aside.`}
          </Typography.Paragraph>
        </div>
        <Alert type="info" showIcon title={text.optionalStep} description={text.optionalStepNote} />
        <Flex gap={12} wrap className="dedup-start-actions">
          {/* Its own spinner rather than `loading`, whose icon would add "loading" to the button's name. */}
          <Button
            type="primary"
            size="large"
            icon={running ? <LoadingOutlined aria-hidden /> : <ScanOutlined aria-hidden />}
            disabled={running || readOnly}
            aria-busy={running}
            onClick={onRun}
          >
            {running ? 'Processing...' : 'Detect and Remove Duplicates'}
          </Button>
          <ButtonLink
            to="/projects/$id/keywords"
            params={{ id: String(projectId) }}
            size="large"
            icon={<ArrowRightOutlined aria-hidden />}
            iconPlacement="end"
          >
            Skip and Continue to Keywords
          </ButtonLink>
        </Flex>
      </Flex>
    </Card>
  );
}
