import { useNavigate } from '@tanstack/react-router';
import { Button, Form, Input, Modal, Typography, type InputRef } from 'antd';
import { useRef } from 'react';
import { createProjectInput } from '../../../shared/project.schema.ts';
import { CitationDropzone } from '../../components/CitationDropzone.tsx';
import { PickedFileList } from '../../components/PickedFileList.tsx';
import { UploadProgress } from '../../components/UploadProgress.tsx';
import { useCreateProject } from '../../hooks/use-create-project.tsx';
import { usePickedFiles } from '../../hooks/use-picked-files.ts';
import { dialogFileRules } from '../../lib/citation-file.validation.ts';
import { zodRule } from '../../lib/form-validation.ts';
import { describeCreateFailure } from '../../lib/project-create.errors.ts';

interface NewProjectDialogProps {
  open: boolean;
  onClose: () => void;
}

/** "New Project": a name and one or more citation files; on success the duplicates step opens. */
export function NewProjectDialog({ open, onClose }: NewProjectDialogProps) {
  const [form] = Form.useForm<{ name: string }>();
  const name: string = Form.useWatch('name', form) ?? '';
  const picked = usePickedFiles({ rules: dialogFileRules, multiple: true });
  const create = useCreateProject();
  const navigate = useNavigate();
  const nameInput = useRef<InputRef>(null);
  const pending = create.isPending;
  const canCreate = name.trim() !== '' && picked.valid.length > 0 && !pending;
  const invalidCount = picked.files.length - picked.valid.length;

  const close = () => {
    form.resetFields();
    picked.clear();
    create.reset();
    onClose();
  };
  const submit = () => {
    if (!canCreate) return;
    create.mutate(
      { name: name.trim(), files: picked.valid },
      {
        onSuccess: (result) => {
          close();
          void navigate({ href: `/projects/${result.project.id}/duplicates` });
        },
        onError: (error) => {
          const { fields } = describeCreateFailure(error);
          if (fields.name) form.setFields([{ name: 'name', errors: [fields.name] }]);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title="New Project"
      onCancel={close}
      afterOpenChange={(visible) => visible && nameInput.current?.focus()}
      closable={!pending}
      mask={{ closable: !pending }}
      keyboard={!pending}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={pending}>
          Cancel
        </Button>,
        <Button key="create" type="primary" onClick={submit} disabled={!canCreate} loading={pending}>
          Create
        </Button>,
      ]}
    >
      <Form form={form} name="new-project" className="new-project-form" layout="vertical" requiredMark={false} initialValues={{ name: '' }}>
        <Form.Item label="Project Name" name="name" rules={[zodRule(createProjectInput, 'name')]}>
          <Input ref={nameInput} placeholder="e.g. Screening tools for systematic reviews" maxLength={255} onPressEnter={submit} disabled={pending} />
        </Form.Item>
        <Form.Item label="Citation Files">
          <CitationDropzone rules={dialogFileRules} multiple onPick={picked.add} disabled={pending} />
        </Form.Item>
      </Form>
      <PickedFileList files={picked.files} onRemove={picked.remove} disabled={pending} />
      {invalidCount > 0 && picked.valid.length > 0 && (
        <Typography.Text type="secondary" className="picked-files-note">
          {`Invalid files are left out; ${picked.valid.length} of ${picked.files.length} files will be uploaded.`}
        </Typography.Text>
      )}
      <UploadProgress percent={create.progress} />
    </Modal>
  );
}
