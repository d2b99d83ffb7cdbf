import { App } from 'antd';
import { useRef, useState } from 'react';
import { suggestedMapping, type RequiredColumn } from '../../shared/import/citation-columns.ts';
import { projectScreenMessages as text } from '../../shared/project-screen.messages.ts';
import { readFileColumns, withRenamedColumns } from '../lib/citation-file-columns.ts';
import {
  attachServerErrors,
  fileProblem,
  pickedStatus,
  sameFile,
  type FileRules,
  type PickedFile,
} from '../lib/citation-file.validation.ts';

/**
 * The files picked for an upload. Each is checked against the rules, then its header is read: a CSV or
 * Excel file is valid once its title and abstract columns are known (found, or chosen by the user).
 * The valid ones are what gets sent, with those columns renamed.
 */
export function usePickedFiles(rules: FileRules) {
  const { notification } = App.useApp();
  const [files, setFiles] = useState<PickedFile[]>([]);
  // The picker reports a multi-file selection one file at a time, before React renders again.
  const latest = useRef(files);
  const update = (next: PickedFile[]) => {
    latest.current = next;
    setFiles(next);
  };
  const change = (uid: string, patch: (picked: PickedFile) => Partial<PickedFile>) =>
    update(latest.current.map((picked) => (picked.uid === uid ? { ...picked, ...patch(picked) } : picked)));

  const readColumns = (uid: string, file: File) =>
    void readFileColumns(file).then((found) => {
      if ('problem' in found) change(uid, () => ({ checking: false, error: found.problem }));
      else if ('records' in found) change(uid, () => ({ checking: false }));
      else change(uid, () => ({ checking: false, table: found.table, mapping: suggestedMapping(found.table.columns) }));
    });

  const add = (file: File & { uid: string }) => {
    if (latest.current.some((picked) => sameFile(picked.file, file))) {
      notification.info({
        key: `skipped-${file.name}`,
        title: 'File skipped',
        description: text.duplicateFileSkipped(file.name),
      });
      return;
    }
    const error = fileProblem(file, rules);
    update([...latest.current, { uid: file.uid, file, error, checking: !error }]);
    if (!error) readColumns(file.uid, file);
  };
  const remove = (uid: string) => update(latest.current.filter((picked) => picked.uid !== uid));
  const clear = () => update([]);
  /** A column chosen by the user; an error the server gave about the file's columns no longer holds. */
  const choose = (uid: string, column: RequiredColumn, index: number | undefined) =>
    change(uid, (picked) => ({
      mapping: { ...picked.mapping, [column]: index },
      error: picked.table ? undefined : picked.error,
    }));

  const ready = files.filter((picked) => pickedStatus(picked) === 'valid');
  const [preparing, setPreparing] = useState(false);
  /**
   * Hands the valid files, columns renamed, to `send`, with `failed` to call on a failed upload: it puts
   * the server's "name: reason" lines beside their files and answers the lines that are about none.
   */
  const sendReady = async (send: (files: File[], failed: (lines: string[]) => string[]) => void) => {
    const sent = ready;
    setPreparing(true);
    try {
      const files = await Promise.all(
        sent.map((picked) => withRenamedColumns(picked.file, picked.table, picked.mapping)),
      );
      send(files, (lines) => {
        const { files: next, unmatched } = attachServerErrors(latest.current, sent, lines);
        update(next);
        return unmatched;
      });
    } finally {
      setPreparing(false);
    }
  };

  return {
    files,
    ready,
    checking: files.some((picked) => picked.checking),
    preparing,
    add,
    remove,
    clear,
    choose,
    sendReady,
  };
}
