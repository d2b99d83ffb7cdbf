import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import formidable, { errors as formidableErrors } from 'formidable';
import { projectMessages } from '../../shared/messages.ts';
import { DomainError } from '../errors.ts';

export interface UploadedFile {
  path: string;
  name: string;
  size: number;
}

export interface MultipartLimits {
  maxFileSize: number;
  maxTotalFileSize: number;
  maxFiles: number;
  /** The message when one file is over maxFileSize. */
  fileTooLarge: string;
}

export interface MultipartBody {
  fields: Record<string, string[]>;
  files: Record<string, UploadedFile[]>;
  /** Removes the temporary files; call it when the request is done with them. */
  cleanup: () => Promise<void>;
}

/** Leaves multipart bodies unread so that routes can stream them to disk with formidable. */
export function registerMultipart(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null, undefined));
}

export const isMultipart = (req: FastifyRequest) =>
  (req.headers['content-type'] ?? '').startsWith('multipart/form-data');

function sizeError(error: unknown, limits: MultipartLimits): DomainError | undefined {
  const code = (error as { code?: number }).code;
  if (code === formidableErrors.biggerThanMaxFileSize) return new DomainError('PAYLOAD_TOO_LARGE', limits.fileTooLarge);
  if (code === formidableErrors.maxFilesExceeded)
    return new DomainError('PAYLOAD_TOO_LARGE', projectMessages.tooManyFiles(limits.maxFiles));
  if (code === formidableErrors.biggerThanTotalMaxFileSize)
    return new DomainError('PAYLOAD_TOO_LARGE', projectMessages.filesTooLarge);
  return undefined;
}

/** Streams the uploaded files of a request into a private temporary folder, enforcing the size limits on the way. */
export async function receiveMultipart(req: FastifyRequest, limits: MultipartLimits): Promise<MultipartBody> {
  const dir = await mkdtemp(join(tmpdir(), 'screener-upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const form = formidable({
    uploadDir: dir,
    maxFileSize: limits.maxFileSize,
    maxTotalFileSize: limits.maxTotalFileSize,
    maxFiles: limits.maxFiles,
    maxFields: 20,
    allowEmptyFiles: true,
    minFileSize: 0,
  });
  // formidable lists files as they finish writing; the user's order is the order they began.
  const begun: string[] = [];
  form.on('fileBegin', (_field, file) => begun.push(file.filepath));
  try {
    const [fields, files] = await form.parse(req.raw);
    const byField: Record<string, UploadedFile[]> = {};
    for (const [field, list] of Object.entries(files)) {
      byField[field] = (list ?? [])
        .toSorted((a, b) => begun.indexOf(a.filepath) - begun.indexOf(b.filepath))
        .map((f) => ({ path: f.filepath, name: f.originalFilename ?? 'upload', size: f.size }));
    }
    return { fields: fields as Record<string, string[]>, files: byField, cleanup };
  } catch (error) {
    await cleanup();
    throw sizeError(error, limits) ?? new DomainError('BAD_REQUEST', 'The upload could not be read. Please try again.');
  }
}
