import {
  CalendarOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  FileTextOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { AdminProject } from '../../../../../shared/admin.schema.ts';
import { projectScreenMessages } from '../../../../../shared/project-screen.messages.ts';
import { ButtonLink } from '../../../../components/ButtonLink.tsx';
import { countOf, ownerLabel } from '../../../../lib/admin-display.ts';
import { shortDate } from '../../../../lib/date-display.ts';
import { AdminProjectStatus } from '../../../../components/AdminProjectStatus.tsx';
import { displayedIteration, MAX_ITERATIONS } from '../../../../../shared/training.schema.ts';

/** The spec's iteration, n/10; a continuous project has none, so the records it has screened. */
const whereItStands = (project: AdminProject) =>
  project.screening_mode === 'continuous'
    ? `Continuous · Screened: ${project.labelled_citations.toLocaleString('en-US')}`
    : `Iteration: ${displayedIteration(project.current_iteration)}/${MAX_ITERATIONS}`;

interface AdminProjectRowProps {
  project: AdminProject;
  onDelete: (project: AdminProject) => void;
  deleting: boolean;
}

/** One project on /admin/projects: what it is, whose it is, where it stands, and View / Edit / Delete. */
export function AdminProjectRow({ project, onDelete, deleting }: AdminProjectRowProps) {
  const id = String(project.id);
  const created = shortDate(project.created_at);
  return (
    <li className="admin-row" aria-label={project.name}>
      <div className="admin-row-main">
        <div className="admin-row-title">
          <Typography.Text strong className="admin-row-name">
            {project.name}
          </Typography.Text>
          <AdminProjectStatus status={project.status} />
        </div>
        <div className="admin-row-meta">
          <span>
            <UserOutlined aria-hidden /> {ownerLabel(project)}
          </span>
          <span>
            <CalendarOutlined aria-hidden /> {created ? `Created ${created}` : projectScreenMessages.noDate}
          </span>
          <span>
            <FileTextOutlined aria-hidden /> {countOf(project.citations_count, 'citation')}
          </span>
        </div>
        <Typography.Text type="secondary" className="admin-row-ids">
          {`Project ID: ${project.id} · ${whereItStands(project)} · User ID: ${project.user_id}`}
        </Typography.Text>
      </div>
      <div className="admin-row-actions">
        <ButtonLink
          to="/projects/$id"
          params={{ id }}
          icon={<EyeOutlined aria-hidden />}
          aria-label={`View project ${project.name}`}
        >
          View
        </ButtonLink>
        <ButtonLink
          to="/projects/$id/keywords"
          params={{ id }}
          icon={<EditOutlined aria-hidden />}
          aria-label={`Edit project ${project.name}`}
        >
          Edit
        </ButtonLink>
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          loading={deleting}
          onClick={() => onDelete(project)}
          aria-label={`Delete project ${project.name}`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
