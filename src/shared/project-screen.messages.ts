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
  skippedRow: (file: string, unit: 'row' | 'record', n: number, reason: string) =>
    `${file}, ${unit} ${n} skipped: ${reason}`,
  moreSkippedRows: (n: number) => `and ${n} more skipped row${n === 1 ? '' : 's'}`,
} as const;
