import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { ButtonLink } from '../../../../../components/ButtonLink.tsx';

interface DuplicateFooterProps {
  projectId: number;
  /** Before removal the run is the page's main action, so Continue steps back. */
  completed: boolean;
}

/** Back to the overview, or on to keyword selection. */
export function DuplicateFooter({ projectId, completed }: DuplicateFooterProps) {
  return (
    <Flex justify="space-between" gap={12} wrap className="dedup-footer">
      <ButtonLink
        to="/projects/$id"
        params={{ id: String(projectId) }}
        size="large"
        icon={<ArrowLeftOutlined aria-hidden />}
      >
        Back to Project
      </ButtonLink>
      <ButtonLink
        to="/projects/$id/keywords"
        params={{ id: String(projectId) }}
        color={completed ? 'primary' : 'default'}
        variant={completed ? 'solid' : 'outlined'}
        size="large"
        icon={<ArrowRightOutlined aria-hidden />}
        iconPlacement="end"
      >
        Continue to Keywords
      </ButtonLink>
    </Flex>
  );
}
