import { CheckCircleOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { Flex, Tag, Typography } from 'antd';
import { memberMessages } from '../../../../../../shared/member.messages.ts';
import type { ProjectOutput } from '../../../../../../shared/project.schema.ts';
import { RoleNote } from '../../../../../components/RoleNote.tsx';
import { useProjectCan } from '../../../../../hooks/use-projects.ts';
import { allTrainingsDone, iterationLabel } from '../../../../../lib/results-display.ts';
import { ResultsDownload } from '../../../../../components/ResultsDownload.tsx';
import { HelpLink } from '../../../../../components/HelpLink.tsx';

/** The project's name, where it stands ("Iteration 3/10") and the download (for a lead or the owner). */
export function ResultsHeader({ project }: { project: ProjectOutput }) {
  const continuous = project.screening_mode === 'continuous';
  const trained = continuous || project.current_iteration > 0;
  const can = useProjectCan(project.id);
  return (
    <Flex vertical gap={8}>
      <Link to="/projects/$id" params={{ id: String(project.id) }} className="back-link">
        ← Project overview
      </Link>
      <Flex justify="space-between" align="flex-end" wrap gap={16}>
        <div className="results-heading">
          <Typography.Title level={1} className="page-title">
            Results
          </Typography.Title>
          <Flex gap={8} align="center" wrap>
            <Typography.Text className="results-project-name">{project.name}</Typography.Text>
            <Tag color="blue" variant="filled" className="results-iteration">
              {continuous ? 'Continuous screening' : iterationLabel(project.current_iteration)}
            </Tag>
            {!continuous && allTrainingsDone(project.current_iteration) && (
              <Tag color="success" variant="filled" icon={<CheckCircleOutlined aria-hidden />}>
                All trainings done
              </Tag>
            )}
            <HelpLink section="results" />
          </Flex>
        </div>
        {trained &&
          (can('lead') ? (
            <ResultsDownload projectId={project.id} />
          ) : (
            <RoleNote>{memberMessages.reviewerCannotExport}</RoleNote>
          ))}
      </Flex>
    </Flex>
  );
}
