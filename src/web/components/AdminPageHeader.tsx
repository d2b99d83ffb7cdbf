import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { Badge, Flex, Typography } from 'antd';

interface AdminPageHeaderProps {
  title: string;
  description: string;
  /** How many rows the list holds; no badge until it is known. */
  count?: number;
  countLabel: string;
}

/** The top of the user and project management pages: the way back, the heading and the count badge. */
export function AdminPageHeader({ title, description, count, countLabel }: AdminPageHeaderProps) {
  return (
    <Flex vertical gap={4} className="admin-page-header">
      <Link to="/admin" className="back-link">
        <ArrowLeftOutlined aria-hidden /> Back to Admin Dashboard
      </Link>
      <Flex align="center" gap={12} wrap>
        <Typography.Title level={1} className="page-title">
          {title}
        </Typography.Title>
        {count !== undefined && (
          <Badge count={count} showZero overflowCount={99_999} color="#2952cc" title={`${count} ${countLabel}`} />
        )}
      </Flex>
      <Typography.Text type="secondary">{description}</Typography.Text>
    </Flex>
  );
}
