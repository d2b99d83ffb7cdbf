import { Card, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { TrainingRunOutput } from '../../../../../../shared/training.schema.ts';
import { useTrainingHistory } from './use-results.ts';
import { shortDate } from '../../../../../lib/date-display.ts';
import { aucLabel, countLabel, durationLabel } from '../../../../../lib/results-display.ts';
import { cardHeading } from '../../../../../components/card-heading.tsx';
import { ScrollRegion } from '../../../../../components/ScrollRegion.tsx';
import { quietLoading } from '../../../../../lib/quiet-table.ts';

const columns: TableColumnsType<TrainingRunOutput> = [
  { title: 'Training', dataIndex: 'iteration', render: (n: number) => `#${n}` },
  {
    title: 'Labels',
    key: 'labels',
    render: (_, run) => (
      <span className="results-history-labels">
        <span className="is-relevant">{`${run.relevant_count} relevant`}</span>
        <span className="is-irrelevant">{`${run.irrelevant_count} irrelevant`}</span>
      </span>
    ),
  },
  // A phone keeps what says most about a training: its labels and how well it separated them.
  { title: 'Features', dataIndex: 'feature_count', align: 'right', responsive: ['sm'], render: countLabel },
  {
    title: (
      <Tooltip title="Cross-validated area under the ROC curve: how well the model tells the labeled citations apart (1 is perfect, 0.5 is chance).">
        CV AUC
      </Tooltip>
    ),
    key: 'auc',
    align: 'right',
    render: (_, run) => aucLabel(run.metrics),
  },
  { title: 'Duration', dataIndex: 'duration_ms', align: 'right', responsive: ['sm'], render: durationLabel },
  { title: 'Model', dataIndex: 'model_name', responsive: ['lg'] },
  { title: 'Trained', dataIndex: 'created_at', responsive: ['md'], render: (iso: string) => shortDate(iso) ?? '–' },
];

/** One row per training (the project's training history): what it learnt from and how well it separated the labels. */
export function ResultsHistory({ projectId }: { projectId: number }) {
  const { data, error, isPending } = useTrainingHistory(projectId);
  return (
    <Card size="small" title={cardHeading('Training history')} className="results-history">
      {error ? (
        <Typography.Text type="danger">{`The training history could not be loaded: ${error.message}`}</Typography.Text>
      ) : (
        // A narrow phone (320 px) with counts in the hundreds: the table scrolls inside the card, and says so.
        <ScrollRegion label="Training history">
          <Table
            size="small"
            rowKey="id"
            columns={columns}
            dataSource={data ? [...data.iterations].reverse() : []}
            loading={quietLoading(isPending)}
            pagination={false}
            locale={{ emptyText: 'No training yet' }}
          />
        </ScrollRegion>
      )}
    </Card>
  );
}
