import { Link } from '@tanstack/react-router';
import { Card, Tag, Typography } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { memberMessages } from '../../../../shared/member.messages.ts';
import { projectScreenMessages as text } from '../../../../shared/project-screen.messages.ts';
import type { ProjectOutput } from '../../../../shared/project.schema.ts';
import { DeleteProjectButton } from './DeleteProjectButton.tsx';
import { shortDate } from '../../../lib/date-display.ts';
import { roleLabel } from '../../../lib/member-roles.ts';
import { displayedIteration } from '../../../../shared/training.schema.ts';
import { countLabel } from '../../../lib/results-display.ts';

const plural = (n: number, word: string) => `${countLabel(n)} ${word}${n === 1 ? '' : 's'}`;

/** How far screening has come: "312 screened, 41 relevant" (final decisions), or "Not screened yet". */
function screenedLabel({ relevant_count, irrelevant_count }: ProjectOutput): string {
  const screened = relevant_count + irrelevant_count;
  return screened === 0
    ? 'Not screened yet'
    : `${countLabel(screened)} screened, ${countLabel(relevant_count)} relevant`;
}

/** On a project someone shared with the user: "Shared by …" and their role in it. */
function SharedMark({ project }: { project: ProjectOutput }) {
  return (
    <Typography.Text className="project-card-shared">
      <TeamOutlined aria-hidden /> {`${memberMessages.sharedBy(project.owner_name)} · ${roleLabel[project.role]}`}
    </Typography.Text>
  );
}

/** One project on the dashboard. The whole card opens the project; Delete asks first. */
export function ProjectCard({ project }: { project: ProjectOutput }) {
  const date = shortDate(project.created_at);
  const own = project.role === 'owner';
  return (
    <Card className="project-card" hoverable>
      <div className="project-card-body">
        <Link to="/projects/$id" params={{ id: String(project.id) }} className="project-card-link">
          <Typography.Title level={2} className="project-card-name" ellipsis={{ rows: 2, tooltip: project.name }}>
            {project.name}
          </Typography.Title>
        </Link>
        <div className="project-card-meta">
          <Tag color="blue" variant="filled">
            {project.screening_mode === 'continuous'
              ? 'Continuous'
              : `Iteration ${displayedIteration(project.current_iteration)}`}
          </Tag>
          {project.finished_at && (
            <Tag color="green" variant="filled">
              Finished
            </Tag>
          )}
          <Typography.Text type="secondary">{date ? `Created ${date}` : text.noDate}</Typography.Text>
        </div>
        {!own && <SharedMark project={project} />}
        <div className="project-card-footer">
          <div className="project-card-counts">
            <Typography.Text>{plural(project.citations_count, 'citation')}</Typography.Text>
            <Typography.Text type="secondary">{screenedLabel(project)}</Typography.Text>
          </div>
          {own && <DeleteProjectButton project={project} />}
        </div>
      </div>
    </Card>
  );
}
