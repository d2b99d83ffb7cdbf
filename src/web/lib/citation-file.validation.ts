import { fileMessages } from '../../shared/messages.ts';
import { acceptedExtensions, uploadLimits } from '../../shared/project.schema.ts';

/** A file the user picked, with the reason it cannot be sent when it is invalid. */
export interface PickedFile {
  uid: string;
  file: File;
  error?: string;
  /** Beside a refused type: the bibliographic formats the import also reads, which the spec's message leaves out. */
  hint?: string;
}

export interface FileRules {
  maxBytes: number;
  maxLabel: string;
  unsupported: string;
  tooLarge: string;
  empty: string;
}

/** Spec section 5 "Files": the new-project dialog takes several files of up to 50 MB each. */
export const dialogFileRules: FileRules = {
  maxBytes: uploadLimits.createFileBytes,
  maxLabel: '50 MB',
  unsupported: fileMessages.dialogUnsupported,
  tooLarge: fileMessages.dialogTooLarge,
  empty: fileMessages.empty,
};

/** Spec section 5 "Files": the single-file page takes one file of up to 10 MB. */
export const singleFileRules: FileRules = {
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

/** Why the file cannot be sent, or undefined when it can. */
export function fileProblem(file: File, rules: FileRules): string | undefined {
  const known = (acceptedExtensions as readonly string[]).includes(extensionOf(file.name)) || spreadsheetTypes.has(file.type);
  if (!known) return rules.unsupported;
  if (file.size > rules.maxBytes) return rules.tooLarge;
  if (file.size === 0) return rules.empty;
  return undefined;
}

/** The file as the list shows it: checked against the rules, with the other accepted formats when its type is refused. */
export function checkFile(uid: string, file: File, rules: FileRules): PickedFile {
  const error = fileProblem(file, rules);
  return error === rules.unsupported ? { uid, file, error, hint: fileMessages.otherFormatsHint } : { uid, file, error };
}

export const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size;
