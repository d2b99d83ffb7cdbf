import { Alert, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { projectScreenMessages as text } from '../../../shared/project-screen.messages.ts';
import { uploadLimits } from '../../../shared/project.schema.ts';
import { useAddCitations } from '../../hooks/use-add-citations.ts';
import { usePickedFiles } from '../../hooks/use-picked-files.ts';
import { uploadPanelRules } from '../../lib/citation-file.validation.ts';
import { describeCreateFailure } from '../../lib/project-create.errors.ts';
import { CitationDropzone } from '../CitationDropzone.tsx';
import { PickedFileList } from '../PickedFileList.tsx';
import { UploadProgress } from '../UploadProgress.tsx';
import { AddCitationsResult } from './AddCitationsResult.tsx';

interface AddCitationsDialogProps {
  projectId: number;
  projectName: string;
  open: boolean;
  onClose: () => void;
}

/**
 * "Add citations": more files into an existing project (a search update), with the checks of the
 * new-project form and the upload panel's limits (spec section 5), then the offer to find duplicates.
 */
export function AddCitationsDialog({ projectId, projectName, open, onClose }: AddCitationsDialogProps) {
  const picked = usePickedFiles(uploadPanelRules);
  const add = useAddCitations(projectId);
  const [unmatched, setUnmatched] = useState<string[]>();
  const pending = add.isPending || picked.preparing;
  const bytes = picked.ready.reduce((sum, p) => sum + p.file.size, 0);
  const tooMuch = bytes > uploadLimits.uploadBodyBytes;
  const canAdd = picked.ready.length > 0 && !picked.checking && !pending && !tooMuch;

  const close = () => {
    picked.clear();
    add.reset();
    setUnmatched(undefined);
    onClose();
  };
  const submit = async () => {
    if (!canAdd) return;
    setUnmatched(undefined);
    await picked.sendReady((files, failed) =>
      add.mutate(files, {
        onError: (error) => {
          const { lines } = describeCreateFailure(error);
          if (lines.length > 0) setUnmatched(failed(lines));
        },
      }),
    );
  };

  const done = add.data !== undefined;
  return (
    <Modal
      open={open}
      title={`Add citations to ${projectName}`}
      onCancel={close}
      closable={!pending}
      mask={{ closable: !pending }}
      keyboard={!pending}
      destroyOnHidden
      footer={
        done
          ? [
              <Button key="close" type="primary" onClick={close}>
                Done
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close} disabled={pending}>
                Cancel
              </Button>,
              <Button key="add" type="primary" onClick={() => void submit()} disabled={!canAdd} loading={pending}>
                Add citations
              </Button>,
            ]
      }
    >
      {done ? (
        <AddCitationsResult projectId={projectId} result={add.data} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            New citations join the project unlabeled, and are screened like the others. The files are checked as when a
            project is created.
          </Typography.Paragraph>
          <CitationDropzone rules={uploadPanelRules} onPick={picked.add} disabled={pending} />
          {unmatched && (
            <Alert
              className="form-alert"
              type="error"
              showIcon
              title={text.uploadFailed}
              description={[text.filesMarkedInvalid, ...unmatched].join('\n')}
            />
          )}
          <div className="add-citations-files">
            <PickedFileList files={picked.files} onRemove={picked.remove} onChoose={picked.choose} disabled={pending} />
          </div>
          {tooMuch && (
            <Typography.Text type="danger" className="picked-files-note" role="alert">
              {text.uploadTooMuch}
            </Typography.Text>
          )}
          <UploadProgress percent={add.progress} done="Citations added" />
        </>
      )}
    </Modal>
  );
}
