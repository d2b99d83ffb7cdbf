import { messages, projectMessages } from '../../shared/messages.ts';
import { projectScreenMessages as text } from '../../shared/project-screen.messages.ts';
import { UploadFailure } from './upload-request.ts';

/** What a failed project creation tells the user, under the "Project creation failed" toast. */
export interface CreateFailure {
  status: number;
  description: string;
  /** One line per file the server could not read ("file.csv: reason"). */
  lines: string[];
  /** The server's per-field messages, e.g. for the project name. */
  fields: Record<string, string>;
}

function httpDescription(status: number, message: string | undefined): string {
  if (status === 400) return message ?? text.createFormatError;
  if (status === 401) return messages.notSignedIn;
  if (status === 403) return message ?? messages.noPermission;
  if (status === 413) return projectMessages.filesTooLarge;
  if (status === 422) return text.createValidationFailed;
  if (status >= 500) return text.createServerError;
  return message ?? `Server responded with error: ${status}`;
}

export function describeCreateFailure(error: unknown): CreateFailure {
  const failure = error instanceof UploadFailure ? error : new UploadFailure('http', 500);
  const { status, body } = failure;
  const lines = body.processing_errors ?? [];
  const description =
    failure.kind === 'timeout'
      ? text.uploadTimeout
      : failure.kind === 'network'
        ? messages.noResponse
        : httpDescription(status, body.message);
  return {
    status,
    description,
    lines,
    fields: body.fields ?? {},
  };
}
