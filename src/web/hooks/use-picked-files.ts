import { App } from 'antd';
import { useRef, useState } from 'react';
import { projectScreenMessages as text } from '../../shared/messages.ts';
import { checkFile, sameFile, type FileRules, type PickedFile } from '../lib/citation-file.validation.ts';

interface PickOptions {
  rules: FileRules;
  /** Several files (the dialog), or one that a new pick replaces (the single-file page). */
  multiple: boolean;
}

/** The files picked for an upload, each checked against the rules; the valid ones are what gets sent. */
export function usePickedFiles({ rules, multiple }: PickOptions) {
  const { notification } = App.useApp();
  const [files, setFiles] = useState<PickedFile[]>([]);
  // The picker reports a multi-file selection one file at a time, before React renders again.
  const latest = useRef(files);
  const update = (next: PickedFile[]) => {
    latest.current = next;
    setFiles(next);
  };

  const add = (file: File & { uid: string }) => {
    const current = latest.current;
    if (multiple && current.some((picked) => sameFile(picked.file, file))) {
      notification.info({ key: `skipped-${file.name}`, title: 'File skipped', description: text.duplicateFileSkipped(file.name) });
      return;
    }
    const picked = checkFile(file.uid, file, rules);
    update(multiple ? [...current, picked] : [picked]);
  };
  const remove = (uid: string) => update(latest.current.filter((picked) => picked.uid !== uid));
  const clear = () => update([]);

  return { files, valid: files.filter((picked) => !picked.error).map((picked) => picked.file), add, remove, clear };
}
