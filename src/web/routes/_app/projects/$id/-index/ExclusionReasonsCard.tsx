import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { reviewMessages as text } from '../../../../../../shared/review.messages.ts';
import { REASON_MAX, REASONS_MAX } from '../../../../../../shared/review.schema.ts';
import { useExclusionReasons, useSaveExclusionReasons } from '../../../../../hooks/use-reviews.ts';
import { cardHeading } from '../../../../../components/card-heading.tsx';

/** A lead's editor: each reason a labelled field with its Remove, a field to add one, and Save. */
function ReasonsEditor({ projectId, saved }: { projectId: number; saved: string[] }) {
  const [reasons, setReasons] = useState(saved);
  const [added, setAdded] = useState('');
  const save = useSaveExclusionReasons(projectId);
  const add = () => {
    if (!added.trim()) return;
    setReasons([...reasons, added.trim()]);
    setAdded('');
  };
  const changed = reasons.join('\n') !== saved.join('\n');
  return (
    <Flex vertical gap={8}>
      <ol className="reason-list" aria-label={text.reasonsTitle}>
        {reasons.map((reason, i) => (
          <li key={i} className="reason-row">
            <Input
              aria-label={text.reasonName(i + 1)}
              value={reason}
              maxLength={REASON_MAX}
              onChange={(event) => setReasons(reasons.map((r, k) => (k === i ? event.target.value : r)))}
            />
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={text.reasonRemove(reason)}
              onClick={() => setReasons(reasons.filter((_, k) => k !== i))}
            />
          </li>
        ))}
      </ol>
      <Flex gap={8}>
        <Input
          aria-label={text.reasonNew}
          placeholder={text.reasonNew}
          value={added}
          maxLength={REASON_MAX}
          onChange={(event) => setAdded(event.target.value)}
          onPressEnter={add}
        />
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={add}
          disabled={!added.trim() || reasons.length >= REASONS_MAX}
        >
          {text.reasonAdd}
        </Button>
      </Flex>
      <div>
        <Button
          type="primary"
          loading={save.isPending}
          disabled={!changed || reasons.length === 0}
          onClick={() => save.mutate({ projectId, reasons })}
        >
          {text.reasonsSave}
        </Button>
      </div>
    </Flex>
  );
}

/** The project's exclusion reasons: a lead edits them, everyone else sees them. */
export function ExclusionReasonsCard({ projectId, edit }: { projectId: number; edit: boolean }) {
  const reasons = useExclusionReasons(projectId);
  return (
    <Card title={cardHeading(text.reasonsTitle)} className="overview-card reasons-card">
      <Flex vertical gap={12}>
        <Typography.Paragraph className="reasons-help">
          {edit ? text.reasonsHelp : text.reasonsReadOnly}
        </Typography.Paragraph>
        {!reasons.data ? (
          reasons.error ? (
            <Typography.Text type="danger">{reasons.error.message}</Typography.Text>
          ) : (
            <Skeleton active paragraph={{ rows: 2 }} />
          )
        ) : edit ? (
          // Keyed by the saved list, so a save (or another lead's) starts the editor from it.
          <ReasonsEditor key={reasons.data.reasons.join('\n')} projectId={projectId} saved={reasons.data.reasons} />
        ) : (
          <Flex gap={8} wrap>
            {reasons.data.reasons.map((r) => (
              <Tag key={r} variant="filled">
                {r}
              </Tag>
            ))}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
