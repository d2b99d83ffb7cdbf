import { FolderOutlined, SafetyCertificateOutlined, TeamOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { Alert, Avatar, Button, Col, Flex, Row, Tag, Typography } from 'antd';
import { adminScreenMessages as text } from '../../../../../shared/admin-screen.messages.ts';
import { ButtonLink } from '../../../../components/ButtonLink.tsx';
import { useAdminProjects, useAdminStats, useAdminUsers } from '../../../../hooks/use-admin-queries.ts';
import { ownerLabel } from '../../../../lib/admin-display.ts';
import { apiErrorMessage } from '../../../../lib/api-errors.ts';
import { fullName, initials } from '../../../../lib/user-display.ts';
import { AdminPreviewCard } from './AdminPreviewCard.tsx';
import { AdminProjectStatus } from '../../../../components/AdminProjectStatus.tsx';
import { AdminStatCards } from './AdminStatCards.tsx';
import './admin-dashboard.css';

const PREVIEW_SIZE = 3;

/** /admin: the figures, the first three users and projects, and the way to the management pages. */
export function AdminDashboard() {
  const stats = useAdminStats();
  const users = useAdminUsers({ page: 1, page_size: PREVIEW_SIZE });
  const projects = useAdminProjects({ status: 'all', page: 1, page_size: PREVIEW_SIZE });
  return (
    <Flex vertical gap={24}>
      <Flex justify="space-between" align="flex-end" wrap gap={16}>
        <div>
          <Typography.Title level={1} className="page-title">
            Admin Dashboard
          </Typography.Title>
          <Typography.Text type="secondary">Manage users and projects, and see how Screener is used.</Typography.Text>
        </div>
        <Flex gap={8} wrap>
          <ButtonLink to="/admin/users" icon={<TeamOutlined aria-hidden />}>
            Manage Users
          </ButtonLink>
          <ButtonLink to="/admin/projects" icon={<FolderOutlined aria-hidden />}>
            Manage Projects
          </ButtonLink>
          <ButtonLink to="/admin-setup" icon={<SafetyCertificateOutlined aria-hidden />}>
            Admin Setup
          </ButtonLink>
        </Flex>
      </Flex>
      {stats.isError && (
        <Alert
          type="error"
          showIcon
          title="The figures could not be loaded."
          description={apiErrorMessage(stats.error)}
          action={<Button onClick={() => void stats.refetch()}>Try again</Button>}
        />
      )}
      <AdminStatCards stats={stats.data} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <AdminPreviewCard
            title="Users"
            to="/admin/users"
            linkLabel="View all users"
            empty={text.noUsers}
            query={users}
          >
            {(users.data?.users ?? []).map((user) => (
              <li key={user.id} className="admin-preview-row">
                <Avatar className="user-avatar">{initials(user)}</Avatar>
                <div className="admin-preview-text">
                  <Typography.Text strong ellipsis>
                    {fullName(user) || user.username}
                  </Typography.Text>
                  <Typography.Text type="secondary" ellipsis>
                    {user.email}
                  </Typography.Text>
                </div>
                {user.is_admin && <Tag color="gold">Admin</Tag>}
              </li>
            ))}
          </AdminPreviewCard>
        </Col>
        <Col xs={24} lg={12}>
          <AdminPreviewCard
            title="Projects"
            to="/admin/projects"
            linkLabel="View all projects"
            empty={text.noProjects}
            query={projects}
          >
            {(projects.data?.projects ?? []).map((project) => (
              <li key={project.id} className="admin-preview-row">
                <Avatar className="admin-project-avatar" icon={<FolderOutlined aria-hidden />} />
                <div className="admin-preview-text">
                  <Link to="/projects/$id" params={{ id: String(project.id) }} className="admin-preview-name">
                    {project.name}
                  </Link>
                  <Typography.Text type="secondary" ellipsis>{`by ${ownerLabel(project)}`}</Typography.Text>
                </div>
                <AdminProjectStatus status={project.status} />
              </li>
            ))}
          </AdminPreviewCard>
        </Col>
      </Row>
    </Flex>
  );
}
