/** What an upload's message says about its skipped rows. */
interface SkippedSummary {
  count: number;
  unit: 'row' | 'record';
  /** Named when every skipped row has it. */
  reason?: string;
  /** The places of the first few, already worded. */
  named: string[];
}

const joinAnd = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** Texts of the project screens: list, creation, overview, and their toasts. */
export const projectScreenMessages = {
  noProjects: 'No projects yet',
  noDate: 'No date available',
  fetchListFailed: 'Error fetching projects',
  fetchFailed: 'Error fetching project',
  invalidProject: 'Invalid project',
  notFoundTitle: 'Project Not Found',
  notFoundDescription: 'This project does not exist or has been deleted.',
  noAccessTitle: 'No access to this project',
  renameFailed: 'Failed to rename project',
  deleted: 'Project deleted',
  deletedDescription: (name: string) => `"${name}" and its citations have been removed.`,
  deleteConfirmTitle: 'Delete this project?',
  deleteConfirm: (name: string) =>
    `"${name}" and all its citations, keywords and labels will be removed. This cannot be undone.`,
  /** Said, after deleteConfirm, on a project that has members besides its owner. */
  deleteShared: (names: string[]) =>
    `Shared with ${joinAnd(names)}: their decisions, notes and conflict resolutions are removed too.`,
  deleteMembersUnknown:
    'Who shares this project could not be checked: their decisions, notes and conflict resolutions would be removed too.',
  deleteTypeName: (name: string) => `Type the project name, "${name}", to confirm`,
  deleteFailed: 'Error deleting project',
  deleteNotFound: 'Project not found or already deleted',
  deleteForbidden: 'You do not have permission to delete this project',
  deleteOther: 'Failed to delete project',
  connectionIssue: 'Connection Issue',
  connectionIssueDescription:
    'Could not reach the backend server... The project might still be deleted - please refresh to check.',
  created: 'Project created',
  createFailed: 'Project creation failed',
  uploadFailed: 'Citation Upload Failed',
  createValidationFailed:
    'File validation failed. Please check that all files are valid CSV or Excel files with required columns.',
  createServerError: 'The server encountered an error. This might be due to an issue with your citation file format.',
  createFormatError:
    'One or more files have invalid format. Please ensure all files are proper CSV or Excel files with title and abstract columns.',
  uploadTimeout: 'The upload timed out. Your files might be too large. Try with smaller files.',
  uploadTooMuch: 'Together these files are over 20 MB, the most one upload can take. Add them in two or more goes.',
  filesMarkedInvalid:
    'The files marked Invalid could not be imported; each says why. Remove or replace them, then try again.',
  duplicateFileSkipped: (name: string) => `${name} is already in the list, so it was skipped.`,
  /** "12 rows skipped (Missing title): a.csv line 3, line 9, line 14 and 9 more." */
  skippedSummary: ({ count, unit, reason, named }: SkippedSummary) => {
    const more = count - named.length;
    const list = more > 0 ? `${named.join(', ')} and ${more} more` : joinAnd(named);
    return `${count} ${unit}${count === 1 ? '' : 's'} skipped${reason ? ` (${reason})` : ''}: ${list}.`;
  },
  /** One line of the full list: "a.csv, line 46: Missing title". */
  skippedRow: (file: string, place: string, reason: string) => `${file}, ${place}: ${reason}`,
  showSkippedRows: (count: number, unit: 'row' | 'record') =>
    `Show all ${count} skipped ${unit}${count === 1 ? '' : 's'}`,
  importedFilesTitle: 'Imported files',
  importedFilesNone: 'No file imported yet.',
  importedFilesLoadFailed: 'The imported files could not be loaded.',
  /** "citations.csv (CSV): 1,204 citations, imported Dec 2, 2026"; citations sent as JSON (the API, the Add citations form) are a source of their own. */
  importedFile: (name: string, format: string, citations: number, date: string | undefined) =>
    `${format === 'json' ? 'Sent as JSON' : `${name} (${format.toUpperCase()})`}: ${citations.toLocaleString('en-GB')} citation${citations === 1 ? '' : 's'}${date ? `, ${format === 'json' ? 'added' : 'imported'} ${date}` : ''}`,
  /** Skipped rows the project no longer lists: imported before lists were kept, or beyond the first 1,000. */
  skippedNotListed: (count: number, listed: number, unit: 'row' | 'record') =>
    listed === 0
      ? `${count} ${unit}${count === 1 ? '' : 's'} left out; the list of them was not kept for files imported before December 2026.`
      : `The first ${listed} of ${count} ${unit}s left out are listed.`,
} as const;
