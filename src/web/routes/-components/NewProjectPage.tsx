import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { fileMessages, projectScreenMessages as text } from '../../../shared/messages.ts';
import { createProjectInput } from '../../../shared/project.schema.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { CitationDropzone } from '../../components/CitationDropzone.tsx';
import { PickedFileList } from '../../components/PickedFileList.tsx';
import { UploadProgress } from '../../components/UploadProgress.tsx';
import { useCreateProject } from '../../hooks/use-create-project.tsx';
import { usePickedFiles } from '../../hooks/use-picked-files.ts';
import { singleFileRules } from '../../lib/citation-file.validation.ts';
import { useValidateAfterSubmit, zodRule } from '../../lib/form-validation.ts';

/** /projects/new: a project from exactly one citation file, with the single-file rules of spec section 5. */
export function NewProjectPage() {
  const [form] = Form.useForm<{ name: string }>();
  const picked = usePickedFiles({ rules: singleFileRules, multiple: false });
  const create = useCreateProject({ singleFile: true });
  const navigate = useNavigate();
  const validation = useValidateAfterSubmit();
  const [fileError, setFileError] = useState<string>();
  const file = picked.files[0];
  const failure = create.failure;

  const submit = ({ name }: { name: string }) => {
    if (!file) setFileError(fileMessages.singleRequired);
    // An invalid file already says why in the list below the drop area.
    if (!file || file.error) return;
    create.mutate(
      { name: name.trim(), files: [file.file] },
      { onSuccess: (result) => void navigate({ href: `/projects/${result.project.id}/duplicates` }) },
    );
  };
  const pick = (chosen: File & { uid: string }) => {
    setFileError(undefined);
    create.reset();
    picked.add(chosen);
  };

  return (
    <Flex vertical gap={16} className="narrow-page">
      <Link to="/" className="back-link">
        ← All projects
      </Link>
      <Card>
        <Typography.Title level={2} className="page-title">
          New Project
        </Typography.Title>
        <Typography.Paragraph type="secondary">Name your review and upload one citation file to start.</Typography.Paragraph>
        <Form form={form} name="new-project-page" layout="vertical" requiredMark={false} noValidate initialValues={{ name: '' }} onFinish={submit} onFinishFailed={() => !file && setFileError(fileMessages.singleRequired)} {...validation}>
          <Form.Item label="Project Name" name="name" rules={[zodRule(createProjectInput, 'name')]}>
            <Input size="large" maxLength={255} disabled={create.isPending} autoFocus />
          </Form.Item>
          <Form.Item label="Citation File" validateStatus={fileError ? 'error' : undefined} help={fileError}>
            <CitationDropzone rules={singleFileRules} multiple={false} onPick={pick} disabled={create.isPending} />
          </Form.Item>
          <PickedFileList files={picked.files} onRemove={picked.remove} disabled={create.isPending} />
          {failure && (
            <Alert
              className="form-alert"
              type="error"
              showIcon
              title={failure.missingColumns ? text.missingColumns : failure.description}
              description={failure.lines.length > 0 ? failure.lines.join('\n') : undefined}
            />
          )}
          <UploadProgress percent={create.progress} />
          <Flex justify="flex-end" gap={8} className="form-actions">
            <ButtonLink to="/" disabled={create.isPending}>
              Cancel
            </ButtonLink>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              Create Project
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
