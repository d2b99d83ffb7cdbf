import { Link } from '@tanstack/react-router';
import { Card, Empty, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { apiErrorMessage } from '../../../../lib/api-errors.ts';
import { cardHeading } from '../../../../components/card-heading.tsx';

interface AdminPreviewCardProps {
  title: string;
  to: '/admin/users' | '/admin/projects';
  linkLabel: string;
  empty: string;
  query: { isPending: boolean; error: unknown };
  children: ReactNode[];
}

/** One of the dashboard's short lists (the first three users or projects) with the link to the whole list. */
export function AdminPreviewCard({ title, to, linkLabel, empty, query, children }: AdminPreviewCardProps) {
  const body = () => {
    if (query.isPending) return <Skeleton active avatar paragraph={{ rows: 2 }} />;
    if (query.error) return <Typography.Text type="danger">{apiErrorMessage(query.error)}</Typography.Text>;
    if (children.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
    return <ul className="admin-preview-list">{children}</ul>;
  };
  return (
    <Card
      className="admin-preview-card"
      title={cardHeading(title)}
      extra={
        <Link to={to} aria-label={linkLabel}>
          View all
        </Link>
      }
    >
      {body()}
    </Card>
  );
}
