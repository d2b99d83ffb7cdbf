import { ExperimentOutlined, FileTextOutlined, FolderOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { AdminStats } from '../../../../../shared/admin.schema.ts';

interface StatCard {
  title: string;
  icon: ReactNode;
  value: (stats: AdminStats) => number;
  detail: (stats: AdminStats) => string;
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

const cards: StatCard[] = [
  {
    title: 'Total Users',
    icon: <TeamOutlined aria-hidden />,
    value: (s) => s.total_users,
    detail: (s) => count(s.total_admins, 'administrator', 'administrators'),
  },
  {
    title: 'Total Projects',
    icon: <FolderOutlined aria-hidden />,
    value: (s) => s.total_projects,
    detail: (s) => `${s.active_projects.toLocaleString('en-US')} active`,
  },
  {
    title: 'Total Citations',
    icon: <FileTextOutlined aria-hidden />,
    value: (s) => s.total_citations,
    detail: (s) => `${s.labelled_citations.toLocaleString('en-US')} labeled`,
  },
  {
    title: 'Trainings Run',
    icon: <ExperimentOutlined aria-hidden />,
    value: (s) => s.trainings_run,
    // Continuous screening keeps only each project's latest model, however often it retrained (background-retrain.ts).
    detail: () => "iterations' trainings, and each continuous project's latest model",
  },
];

/** The dashboard's figures; skeletons until they arrive. */
export function AdminStatCards({ stats }: { stats: AdminStats | undefined }) {
  return (
    <Row gutter={[16, 16]} className="admin-stats">
      {cards.map((card) => (
        <Col key={card.title} xs={12} lg={6}>
          <Card className="admin-stat-card">
            <div className="admin-stat-icon" aria-hidden="true">
              {card.icon}
            </div>
            {stats ? (
              <>
                <Statistic title={card.title} value={card.value(stats)} />
                <Typography.Text type="secondary">{card.detail(stats)}</Typography.Text>
              </>
            ) : (
              <Skeleton active title={{ width: '50%' }} paragraph={{ rows: 1, width: '70%' }} />
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
