import { Card, Descriptions, Skeleton, Table, Typography } from 'antd';
import { useAgreement } from '../../../../../hooks/use-dual-screening.ts';
import { dualMessages as text } from '../../../../../../shared/dual.messages.ts';
import { kappaText, kappaWords, shareText } from './dual-display.ts';
import { cardHeading } from '../../../../../components/card-heading.tsx';
import { ScrollRegion } from '../../../../../components/ScrollRegion.tsx';
import { quietLoading } from '../../../../../lib/quiet-table.ts';

/**
 * Blind dual screening at a glance: pairs, agreement and kappa of the blind decisions, the pairs changed
 * after the decisions were shown, what waits, and each reviewer's progress.
 */
export function AgreementCard({ projectId }: { projectId: number }) {
  const { data } = useAgreement(projectId);
  if (!data)
    return (
      <Card title={cardHeading('Agreement')} className="overview-card">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  return (
    <Card title={cardHeading('Agreement')} className="overview-card">
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 3 }}
        size="small"
        items={[
          { key: 'pairs', label: 'Records decided by two', children: data.pairs.toLocaleString('en-US') },
          { key: 'agreement', label: 'Agreement', children: shareText(data.agreement) },
          {
            key: 'kappa',
            label: text.kappaName(data.kappa_method),
            children: `${kappaText(data.kappa)} (${kappaWords(data.kappa)})`,
          },
          { key: 'changed', label: text.changedAfterShownLabel, children: data.changed_after_shown },
          { key: 'settled', label: text.settledByChangeLabel, children: data.settled_by_change },
          { key: 'awaiting', label: 'Waiting for a second reviewer', children: data.awaiting_second },
          { key: 'open', label: 'Open conflicts', children: data.open_conflicts },
          { key: 'resolved', label: 'Resolved conflicts', children: data.resolved_conflicts },
        ]}
      />
      {data.reviewers.length === 0 ? (
        <Typography.Paragraph className="agreement-empty">No reviewer has decided a record yet.</Typography.Paragraph>
      ) : (
        // On a phone the columns are wider than the card: the table scrolls inside it, and says so.
        <ScrollRegion label="Each reviewer's decisions" className="agreement-table">
          <Table
            size="small"
            pagination={false}
            rowKey="user_id"
            loading={quietLoading(false)}
            dataSource={data.reviewers}
            columns={[
              { title: 'Reviewer', dataIndex: 'reviewer' },
              { title: 'Decided', dataIndex: 'decided', align: 'right' },
              { title: 'Also decided by another', dataIndex: 'paired', align: 'right' },
              { title: 'Agreed', dataIndex: 'agreed', align: 'right' },
              { title: 'Changed after seeing the other', dataIndex: 'changed_after_shown', align: 'right' },
            ]}
          />
        </ScrollRegion>
      )}
      <Typography.Paragraph type="secondary" className="agreement-note">
        {text.agreementNote}
      </Typography.Paragraph>
    </Card>
  );
}
