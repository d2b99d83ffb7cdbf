import { Button, Card, Col, Result, Row, Skeleton } from 'antd';
import { useResultsSummary } from '../../../../../hooks/use-results-summary.ts';
import { ResultsEstimate } from './ResultsEstimate.tsx';
import { ResultsIterationChart } from './ResultsIterationChart.tsx';
import { ResultsScoreHistogram } from './ResultsScoreHistogram.tsx';
import { cardHeading } from '../../../../../components/card-heading.tsx';

/** What the labels and scores say so far, so the team can judge whether another iteration is worth it. */
export function ResultsInsights({ projectId }: { projectId: number }) {
  const { data: summary, error, refetch } = useResultsSummary(projectId);
  if (error) {
    return (
      <Card size="small">
        <Result
          status="warning"
          title="The charts could not be loaded"
          subTitle={error.message}
          extra={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      </Card>
    );
  }
  const cards = [
    { key: 'estimate', span: 6, title: 'Still to find', body: summary && <ResultsEstimate summary={summary} /> },
    {
      key: 'labels',
      span: 9,
      title: 'Labels per iteration',
      body: summary && <ResultsIterationChart summary={summary} />,
    },
    {
      key: 'scores',
      span: 9,
      title: 'Scores of unlabeled citations',
      body: summary && <ResultsScoreHistogram bins={summary.score_histogram} />,
    },
  ];
  return (
    <Row gutter={[16, 16]} className="results-insights">
      {cards.map((card) => (
        <Col key={card.key} xs={24} md={card.key === 'estimate' ? 24 : 12} lg={card.span}>
          <Card size="small" title={cardHeading(card.title)} className={`results-insight results-insight-${card.key}`}>
            {card.body ?? <Skeleton active paragraph={{ rows: 3 }} title={false} />}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
