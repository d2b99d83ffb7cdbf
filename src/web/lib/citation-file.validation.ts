import { mappingComplete, type ColumnMapping } from '../../shared/import/citation-columns.ts';
import { fileMessages } from '../../shared/messages.ts';
import { acceptedExtensions, uploadLimits } from '../../shared/project.schema.ts';
import type { FileTable } from './citation-file-columns.ts';

/** A file the user picked: what the picker's rules and its header say about it, and the columns chosen for renaming. */
export interface PickedFile {
  uid: string;
  file: File;
  /** Why it cannot be sent: a rule of the picker, what is wrong inside it, or the server's reason after an upload failed. */
  error?: string;
  /** Its header is still being read. */
  checking?: boolean;
  /** Its columns, for CSV, TSV and Excel files. */
  table?: FileTable;
  /** Which column becomes "title" and which "abstract". */
  mapping?: ColumnMapping;
}

export type PickedStatus = 'checking' | 'valid' | 'unmapped' | 'invalid';

/** Valid only when the file can be imported as it will be sent: a table needs both columns chosen. */
export function pickedStatus(picked: PickedFile): PickedStatus {
  if (picked.error) return 'invalid';
  if (picked.checking) return 'checking';
  if (picked.table && !mappingComplete(picked.mapping ?? {})) return 'unmapped';
  return 'valid';
}

export interface FileRules {
  maxBytes: number;
  maxLabel: string;
  unsupported: string;
  tooLarge: string;
  empty: string;
}

/** The new-project form takes several files of up to 50 MB each. */
export const dialogFileRules: FileRules = {
  maxBytes: uploadLimits.createFileBytes,
  maxLabel: '50 MB',
  unsupported: fileMessages.dialogUnsupported,
  tooLarge: fileMessages.dialogTooLarge,
  empty: fileMessages.empty,
};

/** The upload panel of an existing project takes files of up to 10 MB. */
export const uploadPanelRules: FileRules = {
  maxBytes: uploadLimits.uploadFileBytes,
  maxLabel: '10 MB',
  unsupported: fileMessages.singleUnsupported,
  tooLarge: fileMessages.singleTooLarge,
  empty: fileMessages.singleEmpty,
};

/** What the file chooser offers; dropped files are checked by fileProblem instead, so a wrong one gets a message. */
export const acceptAttribute = acceptedExtensions.join(',');

// The spec accepts a spreadsheet by its type as well as by its extension.
const spreadsheetTypes = new Set([
  'text/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
}

/** Why the file cannot be sent by the picker's rules, or undefined when it can. */
export function fileProblem(file: File, rules: FileRules): string | undefined {
  const known =
    (acceptedExtensions as readonly string[]).includes(extensionOf(file.name)) || spreadsheetTypes.has(file.type);
  if (!known) return rules.unsupported;
  if (file.size > rules.maxBytes) return rules.tooLarge;
  if (file.size === 0) return rules.empty;
  return undefined;
}

export const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size;

/**
 * The server's "name: reason" lines given to the picked files they are about, in upload order (two
 * files may share a name); lines about no picked file are returned.
 */
export function attachServerErrors(
  files: PickedFile[],
  sent: PickedFile[],
  lines: string[],
): { files: PickedFile[]; unmatched: string[] } {
  const errors = new Map<string, string>();
  const unmatched: string[] = [];
  for (const line of lines) {
    const owner = sent.find((picked) => !errors.has(picked.uid) && line.startsWith(`${picked.file.name}: `));
    if (owner) errors.set(owner.uid, line.slice(owner.file.name.length + 2));
    else unmatched.push(line);
  }
  return {
    files: files.map((picked) => (errors.has(picked.uid) ? { ...picked, error: errors.get(picked.uid) } : picked)),
    unmatched,
  };
}
