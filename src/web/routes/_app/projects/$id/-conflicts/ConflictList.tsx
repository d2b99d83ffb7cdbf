import { CheckOutlined, CloseOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import type {
  ConflictOutput,
  ConflictResolution,
  ConflictState,
  ReviewerDecision,
} from '../../../../../../shared/dual.schema.ts';
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

/** A lead's button that settles a conflict as relevant (green, a tick) or irrelevant (red, a cross). */
function DecisionButton({
  relevant,
  label,
  onClick,
  pending,
}: {
  relevant: boolean;
  label: string;
  onClick: () => void;
  pending: boolean;
}) {
  return (
    <Button
      color={relevant ? 'green' : 'red'}
      variant="outlined"
      icon={relevant ? <CheckOutlined aria-hidden /> : <CloseOutlined aria-hidden />}
      onClick={onClick}
      loading={pending}
    >
      {label}
    </Button>
  );
}

/** How a lead resolved it, and, for a lead, the one change left: the other decision. */
function Resolution({
  resolution,
  resolve,
  onChange,
  pending,
}: {
  resolution: ConflictResolution;
  resolve: boolean;
  onChange: (isRelevant: boolean) => void;
  pending: boolean;
}) {
  const other = !resolution.is_relevant;
  return (
    <Flex gap={8} wrap align="center" className="conflict-actions">
      <Typography.Text>
        {text.resolvedBy(
          resolution.is_relevant,
          resolution.resolver,
          resolution.resolver_role,
          resolution.resolved_at.slice(0, 10),
        )}
      </Typography.Text>
      {resolution.resolver_screened && (
        <Typography.Text className="conflict-own">
          <WarningOutlined className="conflict-own-icon" aria-hidden /> {text.resolverScreened}
        </Typography.Text>
      )}
      {resolve && (
        <DecisionButton
          relevant={other}
          label={text.changeResolution(other)}
          onClick={() => onChange(other)}
          pending={pending}
        />
      )}
    </Flex>
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
      {conflict.resolution ? (
        <Resolution
          resolution={conflict.resolution}
          resolve={resolve}
          onChange={decide}
          pending={resolution.isPending}
        />
      ) : resolve ? (
        <Flex gap={8} wrap align="center" className="conflict-actions" role="group" aria-label={text.resolveGroup}>
          {[true, false].map((relevant) => (
            <DecisionButton
              key={String(relevant)}
              relevant={relevant}
              label={text.decision(relevant)}
              onClick={() => decide(relevant)}
              pending={resolution.isPending}
            />
          ))}
          {conflict.screened_by_you && (
            <Typography.Text className="conflict-own">
              <WarningOutlined className="conflict-own-icon" aria-hidden /> {text.notIndependent}
            </Typography.Text>
          )}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{text.resolvers}</Typography.Text>
      )}
    </Card>
  );
}

const countText = (state: ConflictState, total: number, shown: number) => {
  const kind = state === 'open' ? 'open conflict' : 'resolved conflict';
  return total === shown ? `${total} ${kind}${total === 1 ? '' : 's'}` : `The first ${shown} of ${total} ${kind}s`;
};

/**
 * The records two reviewers decided differently, for a lead to settle; or those settled, last first, with who
 * settled them and how.
 */
export function ConflictList({
  projectId,
  resolve,
  state = 'open',
}: {
  projectId: number;
  resolve: boolean;
  state?: ConflictState;
}) {
  const { data, error } = useConflicts(projectId, state);
  if (error) return <Typography.Text type="danger">{text.loadFailed}</Typography.Text>;
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (data.total === 0) return <Empty description={state === 'open' ? text.noConflicts : text.noResolved} />;
  return (
    <Flex vertical gap={16}>
      <Typography.Text>{countText(state, data.total, data.conflicts.length)}</Typography.Text>
      {data.conflicts.map((c) => (
        <Conflict key={c.citation.id} conflict={c} projectId={projectId} resolve={resolve} />
      ))}
    </Flex>
  );
}
