import { CheckCircleFilled, HistoryOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Statistic, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { dedupScreenMessages as text } from '../../../../../../shared/dedup-screen.messages.ts';
import type { ProjectOutput } from '../../../../../../shared/project.schema.ts';
import { DuplicateProcessingDetails } from './DuplicateProcessingDetails.tsx';

interface DuplicateSummaryProps {
  project: ProjectOutput;
  /** The run happened during this visit, rather than before it. */
  fresh: boolean;
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/**
 * A line of the processing summary: how many duplicates each stage of the latest run found, and how many more
 * earlier runs or people (from the possible duplicates) removed, so that the line and "Duplicates removed"
 * beside it add up.
 */
function foundLine(project: ProjectOutput) {
  const summary = project.processing_summary;
  if (!summary) return 'No processing summary was recorded for this run.';
  const found = summary.exact_duplicates_found + summary.similar_duplicates_found;
  const earlier = project.duplicates_removed - found;
  const more =
    earlier > 0
      ? ` ${earlier.toLocaleString('en-US')} more removed by an earlier run or from the possible duplicates reviewed.`
      : '';
  return `${plural(summary.exact_duplicates_found, 'exact duplicate')} and ${plural(summary.similar_duplicates_found, 'similar duplicate')} found.${more}`;
}

/** The spec's detection method in words: "exact+similar" is identical records first, then records that say the same. */
function methodText(strategy: string | null) {
  if (!strategy) return 'Not recorded';
  return strategy === 'exact+similar' ? 'Identical records, then similar details' : strategy;
}

/** After removal: what the run did, and how. */
export function DuplicateSummary({ project, fresh }: DuplicateSummaryProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The run button disappears under the keyboard user's focus; the result is the natural next stop.
  useEffect(() => {
    if (fresh) heading.current?.focus();
  }, [fresh]);

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={14}>
        <Card className="dedup-card">
          <Flex gap={16} align="flex-start">
            {fresh ? (
              <CheckCircleFilled aria-hidden className="dedup-done-icon" />
            ) : (
              <HistoryOutlined aria-hidden className="dedup-done-icon dedup-done-icon-past" />
            )}
            <div className="dedup-summary-text">
              <Typography.Title level={2} className="dedup-card-title" ref={heading} tabIndex={-1}>
                {fresh ? text.completed : text.previouslyCompleted}
              </Typography.Title>
              <Typography.Text type="secondary">{foundLine(project)}</Typography.Text>
            </div>
          </Flex>
          <Row gutter={[16, 16]} className="dedup-counts">
            <Col xs={12} sm={8}>
              <Statistic title="Duplicates removed" value={project.duplicates_removed} />
            </Col>
            <Col xs={12} sm={8}>
              <Statistic title="Citations remaining" value={project.citations_count} />
            </Col>
            <Col xs={24} sm={8}>
              <div className="dedup-method">
                <Typography.Text type="secondary">Detection method</Typography.Text>
                <Tag color="blue" variant="filled">
                  {methodText(project.removal_strategy)}
                </Tag>
              </div>
            </Col>
          </Row>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <DuplicateProcessingDetails summary={project.processing_summary} />
      </Col>
    </Row>
  );
}
