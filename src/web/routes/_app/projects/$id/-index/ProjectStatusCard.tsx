import { Card, Col, Row, Statistic, Tag, Typography } from 'antd';
import type { ProjectOutput } from '../../../../../../shared/project.schema.ts';
import { projectStatus } from './project-status.ts';
import { MAX_ITERATIONS } from '../../../../../../shared/training.schema.ts';
import { displayedIteration } from '../../../../../../shared/training.schema.ts';
import { cardHeading } from '../../../../../components/card-heading.tsx';

function StatusValue({ done, yes, no, color = 'success' }: { done: boolean; yes: string; no: string; color?: string }) {
  return done ? (
    <Tag color={color} variant="filled">
      {yes}
    </Tag>
  ) : (
    <Tag variant="filled">{no}</Tag>
  );
}

/** The five fixed status rows (duplicates, keywords, labelling, iteration, results), then the counts behind them. */
export function ProjectStatusCard({ project }: { project: ProjectOutput }) {
  const status = projectStatus(project);
  const rows = [
    { label: 'Duplicates Removed', value: <StatusValue done={status.duplicatesRemoved} yes="Yes" no="Not Done" /> },
    {
      label: 'Keywords Selected',
      // The spec's "Yes" once the step is passed; beside it, when the lists were left empty, that none were chosen.
      value: (
        <>
          <StatusValue done={status.keywordsSelected} yes="Yes" no="No" />
          {status.keywordsSelected && project.keywords_count === 0 && (
            <Typography.Text type="secondary" className="status-note">
              {' (no keywords)'}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      label: 'Citations Labeled',
      // Beyond the spec's rows: a continuous project finished on the screening page says so.
      value: project.finished_at ? (
        <StatusValue done yes="Finished" no="" />
      ) : (
        <StatusValue done={status.labelingStarted} yes="In Progress" no="Not Started" color="processing" />
      ),
    },
    {
      label: 'Current Iteration',
      value:
        project.screening_mode === 'continuous'
          ? 'Continuous screening'
          : `${displayedIteration(project.current_iteration)} of ${MAX_ITERATIONS}`,
    },
    { label: 'Results Available', value: <StatusValue done={status.resultsAvailable} yes="Yes" no="No" /> },
  ];
  const counts = [
    { label: 'Citations', value: project.citations_count },
    { label: 'Duplicates removed', value: project.duplicates_removed },
    { label: 'Labeled relevant', value: project.relevant_count },
    { label: 'Labeled irrelevant', value: project.irrelevant_count },
  ];
  return (
    <Card title={cardHeading('Status')} className="overview-card">
      <dl className="status-list">
        {rows.map((row) => (
          <div key={row.label} className="status-row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <Row gutter={[16, 16]} className="status-counts">
        {counts.map((count) => (
          <Col key={count.label} span={12}>
            <Statistic title={count.label} value={count.value} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
