import { CheckOutlined, CloseOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import type { ConflictOutput, ReviewerDecision } from '../../../../../../shared/dual.schema.ts';
import { dualMessages as text } from '../../../../../../shared/dual.messages.ts';
import { useConflicts, useResolveConflict } from '../../../../../hooks/use-dual-screening.ts';
import { cardHeading } from '../../../../../components/card-heading.tsx';

function Decision({ d }: { d: ReviewerDecision }) {
  return (
    <div className="conflict-decision">
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{d.reviewer}</Typography.Text>
        <Tag color={d.decision ? 'success' : 'error'} variant="filled">
          {text.decision(d.decision)}
        </Tag>
      </Flex>
      {d.blind_decision !== null && d.blind_decision !== d.decision && (
        <Typography.Paragraph className="conflict-line">
          {text.changedAfterShown(d.blind_decision)}
        </Typography.Paragraph>
      )}
      {d.exclusion_reason && (
        <Typography.Paragraph className="conflict-line">Reason: {d.exclusion_reason}</Typography.Paragraph>
      )}
      <Typography.Paragraph className="conflict-line">{d.note ? `Note: ${d.note}` : 'No note.'}</Typography.Paragraph>
      {d.tags.length > 0 && (
        <Typography.Paragraph className="conflict-line">Tags: {d.tags.join(', ')}</Typography.Paragraph>
      )}
    </div>
  );
}

function Conflict({ conflict, projectId, resolve }: { conflict: ConflictOutput; projectId: number; resolve: boolean }) {
  const resolution = useResolveConflict(projectId);
  const { citation } = conflict;
  const decide = (isRelevant: boolean) =>
    resolution.mutate({ projectId, citationId: citation.id, is_relevant: isRelevant });
  const meta = [citation.authors, citation.year, citation.journal].filter(Boolean).join(' · ');
  return (
    <Card className="conflict-card" title={cardHeading(<span className="conflict-title">{citation.title}</span>)}>
      {meta && <Typography.Paragraph type="secondary">{meta}</Typography.Paragraph>}
      {citation.abstract && (
        <Typography.Paragraph ellipsis={{ rows: 4, expandable: true, symbol: 'Show the whole abstract' }}>
          {citation.abstract}
        </Typography.Paragraph>
      )}
      <div className="conflict-decisions" role="group" aria-label="The reviewers' decisions">
        {conflict.decisions.map((d) => (
          <Decision key={d.user_id} d={d} />
        ))}
      </div>
      {resolve ? (
        <Flex gap={8} wrap align="center" className="conflict-actions" role="group" aria-label={text.resolveGroup}>
          {[true, false].map((relevant) => (
            <Button
              key={String(relevant)}
              color={relevant ? 'green' : 'red'}
              variant="outlined"
              icon={relevant ? <CheckOutlined aria-hidden /> : <CloseOutlined aria-hidden />}
              onClick={() => decide(relevant)}
              loading={resolution.isPending}
            >
              {text.decision(relevant)}
            </Button>
          ))}
          {conflict.screened_by_you && (
            <Typography.Text className="conflict-own">
              <WarningOutlined className="conflict-own-icon" aria-hidden /> {text.notIndependent}
            </Typography.Text>
          )}
        </Flex>
      ) : (
        <Typography.Text type="secondary">A lead or the project owner resolves conflicts.</Typography.Text>
      )}
    </Card>
  );
}

/** The records two reviewers decided differently, for a lead to settle. */
export function ConflictList({ projectId, resolve }: { projectId: number; resolve: boolean }) {
  const { data, error } = useConflicts(projectId);
  if (error) return <Typography.Text type="danger">{text.loadFailed}</Typography.Text>;
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (data.total === 0) return <Empty description={text.noConflicts} />;
  return (
    <Flex vertical gap={16}>
      <Typography.Text>
        {data.total === data.conflicts.length
          ? `${data.total} open conflict${data.total === 1 ? '' : 's'}`
          : `The first ${data.conflicts.length} of ${data.total} open conflicts`}
      </Typography.Text>
      {data.conflicts.map((c) => (
        <Conflict key={c.citation.id} conflict={c} projectId={projectId} resolve={resolve} />
      ))}
    </Flex>
  );
}
