import { Link, useNavigate } from '@tanstack/react-router';
import { Button, Card, Flex, Typography } from 'antd';
import { ButtonLink } from '../../../../components/ButtonLink.tsx';
import { NewProjectFields } from '../../../../components/NewProjectFields.tsx';
import { useNewProject } from '../../../../hooks/use-new-project.ts';
import { HelpLink } from '../../../../components/HelpLink.tsx';
import './new-project.css';

/** /projects/new: the "New Project" dialog's form on a page of its own, with the same rules and limits. */
export function NewProjectPage() {
  const navigate = useNavigate();
  const state = useNewProject((projectId) => void navigate({ href: `/projects/${projectId}/duplicates` }));
  return (
    <Flex vertical gap={16} className="narrow-page">
      <Link to="/" className="back-link">
        ← All projects
      </Link>
      <Card>
        <Typography.Title level={1} className="page-title">
          New Project
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Name your review and upload one or more citation files to start. <HelpLink section="import" />
        </Typography.Paragraph>
        <NewProjectFields state={state} />
        <Flex justify="flex-end" gap={8} className="form-actions">
          <ButtonLink to="/" disabled={state.pending}>
            Cancel
          </ButtonLink>
          <Button
            type="primary"
            onClick={() => void state.submit()}
            disabled={!state.canCreate}
            loading={state.pending}
          >
            Create Project
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
