import { Button, Tag, Typography } from 'antd';
import type { RequiredColumn } from '../../shared/import/citation-columns.ts';
import { pickedStatus, type PickedFile, type PickedStatus } from '../lib/citation-file.validation.ts';
import { formatBytes } from '../lib/file-size.ts';
import { CloseIcon } from './CloseIcon.tsx';
import { ColumnChoice } from './ColumnChoice.tsx';

interface PickedFileListProps {
  files: PickedFile[];
  onRemove: (uid: string) => void;
  onChoose: (uid: string, column: RequiredColumn, index: number | undefined) => void;
  disabled?: boolean;
}

const badges: Record<PickedStatus, { text: string; color: string }> = {
  checking: { text: 'Checking…', color: 'default' },
  valid: { text: 'Valid', color: 'success' },
  unmapped: { text: 'Choose columns', color: 'warning' },
  invalid: { text: 'Invalid', color: 'error' },
};

/** The picked files, each marked with what stops it from being sent, if anything; only valid ones are sent. */
export function PickedFileList({ files, onRemove, onChoose, disabled }: PickedFileListProps) {
  if (files.length === 0) return null;
  // Said as each file is checked: picking a file otherwise changed nothing a screen reader reads out, and
  // Create stays disabled (out of the Tab order) without a word of why (WCAG 4.1.3).
  const said = files.map((picked) => `${picked.file.name}: ${badges[pickedStatus(picked)].text}`).join('. ');
  return (
    <>
      <p className="sr-only" role="status">
        {said}
      </p>
      <ul className="picked-files" aria-label="Selected files">
        {files.map((picked) => {
          const { uid, file, error, table, mapping } = picked;
          const status = pickedStatus(picked);
          return (
            <li key={uid} className={`picked-file picked-file-${status}`}>
              <div className="picked-file-row">
                <Typography.Text className="picked-file-name" ellipsis={{ tooltip: file.name }}>
                  {file.name}
                </Typography.Text>
                <Typography.Text type="secondary" className="picked-file-size">
                  {formatBytes(file.size)}
                </Typography.Text>
                <Tag color={badges[status].color} variant="filled">
                  {badges[status].text}
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
                <Typography.Text type="danger" className="picked-file-error" role="alert">
                  {error}
                </Typography.Text>
              )}
              {table && (
                <ColumnChoice
                  fileName={file.name}
                  columns={table.columns}
                  mapping={mapping ?? {}}
                  onChoose={(column, index) => onChoose(uid, column, index)}
                  disabled={disabled}
                />
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
