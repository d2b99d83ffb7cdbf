import { Button, Tag, Typography } from 'antd';
import type { PickedFile } from '../lib/citation-file.validation.ts';
import { formatBytes } from '../lib/file-size.ts';
import { CloseIcon } from './CloseIcon.tsx';

interface PickedFileListProps {
  files: PickedFile[];
  onRemove: (uid: string) => void;
  disabled?: boolean;
}

/** The picked files, each marked valid or invalid with the reason; only valid ones are sent. */
export function PickedFileList({ files, onRemove, disabled }: PickedFileListProps) {
  if (files.length === 0) return null;
  return (
    <ul className="picked-files" aria-label="Selected files">
      {files.map(({ uid, file, error, hint }) => (
        <li key={uid} className={error ? 'picked-file picked-file-invalid' : 'picked-file'}>
          <div className="picked-file-row">
            <Typography.Text className="picked-file-name" ellipsis={{ tooltip: file.name }}>
              {file.name}
            </Typography.Text>
            <Typography.Text type="secondary" className="picked-file-size">
              {formatBytes(file.size)}
            </Typography.Text>
            <Tag color={error ? 'error' : 'success'} variant="filled">
              {error ? 'Invalid' : 'Valid'}
            </Tag>
            <Button
              type="text"
              size="small"
              icon={<CloseIcon />}
              aria-label={`Remove ${file.name}`}
              disabled={disabled}
              onClick={() => onRemove(uid)}
            />
          </div>
          {error && (
            <Typography.Text type="danger" className="picked-file-error">
              {error}
            </Typography.Text>
          )}
          {hint && (
            <Typography.Text type="secondary" className="picked-file-hint">
              {hint}
            </Typography.Text>
          )}
        </li>
      ))}
    </ul>
  );
}
