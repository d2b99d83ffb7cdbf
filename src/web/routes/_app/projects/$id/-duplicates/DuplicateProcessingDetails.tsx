import { Card, Col, Empty, Row, Statistic } from 'antd';
import type { ProcessingSummary } from '../../../../../../shared/project.schema.ts';
import { cardHeading } from '../../../../../components/card-heading.tsx';

/**
 * The four numbers of the processing summary, each named in plain words with the
 * spec's own term beneath it.
 */
export function DuplicateProcessingDetails({ summary }: { summary: ProcessingSummary | null }) {
  const figures = summary && [
    { label: 'Exact duplicates', term: 'identical records removed', value: summary.exact_duplicates_found },
    {
      label: 'Similar duplicates',
      term: 'same publication, written differently',
      value: summary.similar_duplicates_found,
    },
    { label: 'Groups of identical records', term: 'hash groups processed', value: summary.hash_groups_processed },
    { label: 'Pairs compared in detail', term: 'TF-IDF comparisons', value: summary.tfidf_comparisons },
  ];
  return (
    <Card title={cardHeading('Processing Details')} className="dedup-card">
      {figures ? (
        <Row gutter={[16, 16]}>
          {figures.map((figure) => (
            <Col key={figure.label} span={12}>
              <Statistic
                title={
                  <>
                    {figure.label}
                    <span className="dedup-term">{figure.term}</span>
                  </>
                }
                value={figure.value}
              />
            </Col>
          ))}
        </Row>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No processing details recorded" />
      )}
    </Card>
  );
}
