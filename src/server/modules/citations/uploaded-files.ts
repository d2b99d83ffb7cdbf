import { fileMessages, projectMessages } from '../../../shared/messages.ts';
import { DomainError } from '../../errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { readCitationFileOffThread } from '../../jobs/read-file.job.ts';
import { ImportError } from '../../import/types.ts';
import type { ImportSource } from './citation-import.service.ts';

/**
 * Reads every uploaded file; if any cannot be imported, the request fails as a whole with one line per
 * failing file, so nothing is stored from a half-good upload.
 */
export async function readUploadedFiles(files: UploadedFile[]): Promise<ImportSource[]> {
  if (files.length === 0) throw new DomainError('BAD_REQUEST', projectMessages.noFile);
  const sources: ImportSource[] = [];
  const problems: string[] = [];
  let unsupported = false;
  for (const file of files) {
    try {
      const parsed = await readCitationFileOffThread(file.path, file.name);
      sources.push({ name: file.name, format: parsed.format, citations: parsed.citations, skipped: parsed.skipped });
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      problems.push(`${file.name}: ${error.message}`);
      unsupported ||= error.kind === 'unsupported';
    }
  }
  if (problems.length) {
    const message = problems.length === 1 && files.length === 1 ? problems[0]!.slice(files[0]!.name.length + 2) : 'One or more files could not be imported.';
    const hint = unsupported ? { hint: fileMessages.otherFormatsHint } : {};
    throw new DomainError('BAD_REQUEST', message, undefined, { processing_errors: problems, ...hint });
  }
  return sources;
}
