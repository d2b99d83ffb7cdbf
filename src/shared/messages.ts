/**
 * Texts shown to users, worded as the product specification gives them, used by server and web: the
 * refusals, validation messages and toasts of the API operations. Each screen's own texts are in its
 * `*-screen.messages.ts` (and `info.messages.ts`, `help.messages.ts`, …) beside this file.
 */
export const messages = {
  invalidEmail: 'Please enter a valid email address',
  confirmPassword: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  required: (field: string) => `${field} is required`,
  passwordTooShort: 'Password must be at least 8 characters',
  emailTaken: 'An account with this email address already exists',
  invalidCredentials: 'Invalid email or password',
  notSignedIn: 'Authentication failed. Please log in again.',
  identityMismatch: 'The user id header does not match the signed-in user',
  crossOrigin: 'Cross-origin requests are not allowed',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  noPermission: 'You do not have permission to perform this action.',
  notFound: 'The requested resource was not found.',
  nulCharacter: 'Text may not contain the NUL character (\\u0000).',
  numberOutOfRange: 'A number in the request is out of range.',
  textTooLong: 'A text in the request is longer than allowed.',
  badRequest: 'Invalid request. Please check your data.',
  /** A body of a type the API does not read (a form, plain text): what to send instead. */
  bodyNotJson: 'Send the body as JSON, with the header Content-Type: application/json.',
  validationFailed: 'Validation failed. Please check your input.',
  serverError: 'A server error occurred. Please try again later.',
  databaseUnavailable:
    'The database cannot be reached at the moment. Please try again in a minute; nothing you saved is lost.',
  payloadTooLarge: 'Files are too large. Please reduce file sizes and try again.',
  /** A JSON body over its route's limit; uploads of files keep the spec's own message (payloadTooLarge). */
  jsonBodyTooLarge: (megabytes: number) => `Request body too large: at most ${megabytes} MB of JSON.`,
  noResponse: 'No response received from server. Please check your connection.',
  toast: {
    loginSuccess: 'Login successful',
    welcomeBack: (firstName: string) => `Welcome back, ${firstName}!`,
    loginFailed: 'Login failed',
    registrationSuccess: 'Registration successful',
    welcome: (firstName: string) => `Welcome, ${firstName}!`,
    registrationFailed: 'Registration failed',
    loggedOut: 'Logged out',
    loggedOutDescription: 'You have been successfully logged out.',
    logoutFailed: 'Logout failed',
  },
  notFoundPage: "The page you are looking for doesn't exist or has been moved.",
} as const;

/** Project and upload texts: validation messages and the project creation and deletion toasts. */
export const projectMessages = {
  invalidProjectId: 'Invalid project ID',
  invalidUploadProjectId: 'Invalid project ID for citation upload',
  notFound: 'Project not found',
  forbidden: 'You do not have permission to access this project',
  noFile: 'No file provided for upload',
  fileRequired: 'File required',
  createTooLarge: 'File too large. Maximum file size is 50MB.',
  uploadTooLarge: 'File size exceeds maximum limit of 10MB.',
  filesTooLarge: 'Files are too large. Please reduce file sizes and try again.',
  tooManyFiles: (max: number) => `Too many files: at most ${max} files can be uploaded at once.`,
  noTitles: 'No citations with a title were found in the uploaded file(s).',
  deleted: 'Project deleted successfully',
  created: (n: number) => `Project created with ${n} citation${n === 1 ? '' : 's'}.`,
  uploaded: (n: number) => `${n} citation${n === 1 ? '' : 's'} uploaded.`,
  /**
   * Counted by title and abstract only, so not the "exact duplicates" of a removal, which also compares
   * authors, year, DOI and pages: the words say which count this is.
   */
  exactDuplicatesNote: (inProject: number, inUpload: number) => {
    if (inProject === 0) return '';
    const repeat = (n: number) =>
      `${n} citation${n === 1 ? ' repeats' : 's repeat'} the title and abstract of an earlier one`;
    const found =
      inUpload === inProject
        ? repeat(inProject)
        : `In the project now, ${repeat(inProject)}, ${inUpload} of them from this upload`;
    return ` ${found}; nothing was removed. Duplicate removal also compares authors, year, DOI and pages before removing any.`;
  },
} as const;

/** File checks, on the server and in the pickers. */
export const fileMessages = {
  unsupported: 'Invalid file format. Please upload a CSV or Excel file (.csv, .xlsx, .xls).',
  empty: 'File is empty. Please select a valid file with citation data.',
  missingTitle: 'Missing title',
  dialogUnsupported: 'Invalid file format. Only CSV and Excel files (.csv, .xlsx, .xls) are supported.',
  /** Beyond the spec, sent beside (never inside) its format message in the API's error body: the other formats the import reads. */
  otherFormatsHint: 'Bibliographic exports (.ris, .nbib, .bib, .xml, .txt) are also accepted.',
  dialogTooLarge: 'File too large. Maximum file size is 50MB.',
  dialogAtLeastOne: 'Please add at least one valid citation file.',
  singleUnsupported: 'Please upload a CSV or Excel file (.csv, .xlsx, .xls).',
  singleTooLarge: 'Maximum file size is 10MB. Please compress or reduce your file size.',
  singleEmpty: 'Empty file',
  singleRequired: 'File required',
} as const;

/** Duplicate removal toasts. */
export const dedupMessages = {
  removed: (n: number, m: number) => `${n} duplicate citation(s) removed. ${m} citations remain.`,
  recordNotFound: 'Duplicate record not found',
  alreadyDecided: 'This pair has already been decided',
  notRemoved: 'This citation is not a removed duplicate',
  alreadyRemoved: 'One of these citations has already been removed as a duplicate',
  conflict: 'labeled differently: check before merging',
  /** A pair the search would have removed, but one of its records was decided while the search ran. */
  decidedDuringSearch: 'decided while the search ran: check before merging',
  labelledDifferently:
    'These citations are labeled differently: keep both (Not duplicates), or change one label before removing either as a duplicate',
  recordsNotFound: (ids: number[]) =>
    `These pairs are not waiting for a decision (already decided, or not in this project): ${ids.map((id) => `#${id}`).join(', ')}. Nothing was changed.`,
  keptBoth: (n: number) => (n === 1 ? 'Kept both citations' : `Kept both citations of ${n} pairs`),
  removedByPerson: (n: number) => (n === 1 ? 'Duplicate removed' : `${n} duplicates removed`),
} as const;

/** Keyword validation and label refusal texts. */
export const keywordMessages = {
  duplicate: 'Keyword already exists: This keyword has already been added',
  locked: 'Citation locked: This citation has already been used in training and cannot be changed.',
  maximum: 'Maximum reached',
  removedDuplicate: 'This citation was removed as a duplicate and cannot be labeled. Restore it first.',
  finished: 'All 10 trainings are done: labels can no longer change the model. Download the results to keep them.',
  citationNotFound: 'Citation not found',
  invalidCitationId: 'Invalid citation ID',
} as const;

/** Administration texts: refusals, admin creation and the admin toasts. */
export const adminMessages = {
  userNotFound: 'User not found',
  projectNotFound: 'Project not found',
  lastAdminFlag:
    'You are the last administrator: another administrator must exist before you remove your own admin rights.',
  lastAdminDelete: 'The last administrator cannot be deleted.',
  usernameTaken: 'This username is already taken',
  adminExists: 'An administrator already exists. Ask an administrator to grant you admin rights.',
  adminCreated: 'Admin account created successfully',
  passwordReset: 'Password reset. The user must sign in again with the new password.',
  userDeleted: 'User and all their projects deleted',
  wrongCurrentPassword: 'The current password is not correct',
  passwordChanged: 'Password changed',
} as const;

/** Training texts: the label-count refusals and the training toasts. */
export const trainingMessages = {
  notEnoughTitle: 'Not enough labeled citations',
  notEnough: (relevant: number, irrelevant: number) =>
    `You need at least 5 relevant and 5 irrelevant citations to train the model. Currently have: ${relevant}/5 relevant and ${irrelevant}/5 irrelevant.`,
  tooManyTitle: 'Too many labeled citations',
  tooMany: 'Maximum 10 citations per category allowed.',
  /** The 11th training's refusal (409), worded like the labels' after the tenth (keywordMessages.finished). */
  maxIterations: 'All 10 trainings are done: the model cannot be trained again. Download the results to keep them.',
  running: 'A training is already running for this project. Please wait for it to finish.',
  noModel: 'This project has no trained model yet. Train the model first.',
  trained: (training: number, scored: number) => `Training ${training} of 10 done: ${scored} citations scored.`,
} as const;

/** The client's reading of a failed request, beyond the per-status texts in `messages`. */
export const apiErrorMessages = {
  emptyResponse: 'Empty response received from server',
  serverResponded: (detail: string) => `Server responded with error: ${detail}`,
} as const;
