import { importMessages } from './import.messages.ts';
import { ImportError, type FileFormat } from './types.ts';

export function emptyFileError(): ImportError {
  return new ImportError('empty', importMessages.empty);
}

export function unreadableError(format: FileFormat, reason: string): ImportError {
  return new ImportError('unreadable', importMessages.unreadable(format, reason));
}
