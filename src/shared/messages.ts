/** Texts shown to users, worded as the product specification gives them. One place, used by server and web. */
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
  badRequest: 'Invalid request. Please check your data.',
  validationFailed: 'Validation failed. Please check your input.',
  serverError: 'A server error occurred. Please try again later.',
  databaseUnavailable:
    'The database cannot be reached at the moment. Please try again in a minute; nothing you saved is lost.',
  payloadTooLarge: 'Files are too large. Please reduce file sizes and try again.',
  requestTooLarge: 'The request is too large.',
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

/** Duplicate removal toasts. */
export const dedupMessages = {
  removed: (n: number, m: number) => `${n} duplicate citation(s) removed. ${m} citations remain.`,
  recordNotFound: 'Duplicate record not found',
  alreadyDecided: 'This pair has already been decided',
  notRemoved: 'This citation is not a removed duplicate',
  alreadyRemoved: 'One of these citations has already been removed as a duplicate',
  conflict: 'labelled differently: check before merging',
  labelledDifferently:
    'These citations are labelled differently: change one label before removing either as a duplicate',
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
  removedDuplicate: 'This citation was removed as a duplicate and cannot be labelled. Restore it first.',
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

/** Texts of the keyword selection and labelling pages. */
export const labellingScreenMessages = {
  keywordsLoadFailed: 'Error Loading Keywords',
  citationsLoadFailed: 'Error Loading Citations',
  keywordsUpdateFailed: 'Failed to update keywords',
  keywordsSaved: 'Keywords saved',
  citationUpdateFailed: 'Failed to update citation',
  alreadyLabeled: 'Already labeled',
  notLabeled: 'Not labeled',
  chooseCitationFirst: 'Press j or k to choose a citation first.',
  readyToTrain: 'Enough labels to train the model.',
  allTrainingsDone:
    'All 10 trainings are done: labels can no longer change the model. The results page ranks every citation and downloads them.',
  fewRelevantLeft:
    'Late in a review there may be fewer than 5 relevant citations left to find, and the model cannot be trained without them. If the citations you read now are irrelevant, you can stop here: the results rank every citation and download them.',
  waysForward:
    'You can finish here and download the results, or continue in continuous mode: every decision is recorded without caps, the model retrains by itself, and a stopping test says when enough is found.',
  continueContinuous: 'Continue in continuous mode',
  viewResults: 'View and download results',
  needMoreLabels: (relevant: number, irrelevant: number, min: number) =>
    `You need at least ${min} relevant and ${min} irrelevant citations to train the model. Currently have: ${relevant}/${min} relevant and ${irrelevant}/${min} irrelevant.`,
  /** The keyword page's warning that lists would turn away citations like ones already labelled relevant. */
  relevantUnmatched: (unmatched: number, relevant: number) =>
    `${unmatched.toLocaleString('en-US')} of the ${relevant.toLocaleString('en-US')} citation${relevant === 1 ? '' : 's'} you labelled relevant ${unmatched === 1 ? 'does' : 'do'} not match these keywords: unlabelled citations like ${unmatched === 1 ? 'it' : 'them'} would be hidden.`,
  confirmHidingTitle: 'These keywords hide citations like ones you labelled relevant',
  confirmHidingTotal: (hidden: number) =>
    `In all, ${hidden.toLocaleString('en-US')} unlabelled citation${hidden === 1 ? '' : 's'} would leave labelling and the results unless you show ${hidden === 1 ? 'it' : 'them'} there.`,
  classFull: (label: string, max: number) =>
    `Maximum reached: ${max} ${label} citations are labelled in this iteration.`,
} as const;

/** Training texts: the label-count refusals and the training toasts. */
export const trainingMessages = {
  notEnoughTitle: 'Not enough labeled citations',
  notEnough: (relevant: number, irrelevant: number) =>
    `You need at least 5 relevant and 5 irrelevant citations to train the model. Currently have: ${relevant}/5 relevant and ${irrelevant}/5 irrelevant.`,
  tooManyTitle: 'Too many labeled citations',
  tooMany: 'Maximum 10 citations per category allowed.',
  maxIterations: 'This project has reached the maximum of 10 iterations.',
  running: 'A training is already running for this project. Please wait for it to finish.',
  noModel: 'This project has no trained model yet. Train the model first.',
  trained: (training: number, scored: number) => `Training ${training} of 10 done: ${scored} citations scored.`,
} as const;

/** The client's reading of a failed request, beyond the per-status texts in `messages`. */
export const apiErrorMessages = {
  emptyResponse: 'Empty response received from server',
  serverResponded: (detail: string) => `Server responded with error: ${detail}`,
} as const;

/** Texts of the admin pages. */
export const adminScreenMessages = {
  accessDenied: 'Access Denied',
  accessDeniedDescription: "You don't have administrator privileges to access this page.",
  loadingProjects: 'Loading projects...',
  noProjects: 'No projects found.',
  noProjectsMatching: 'No projects found matching your criteria.',
  loadingUsers: 'Loading users...',
  noUsers: 'No users found.',
  noUsersMatching: 'No users found matching your search.',
  listFailed: 'The list could not be loaded.',
  deleteProjectConfirm: (name: string) =>
    `Are you sure you want to delete project "${name}"? This action cannot be undone and will permanently remove the project and all its data.`,
  projectDeleted: 'Project deleted successfully',
  projectDeletedDescription: 'The project has been removed.',
  deleteProjectFailed: 'Failed to delete project',
  deleteUserConfirm: (username: string) =>
    `Are you sure you want to delete user "${username}"? This action cannot be undone and will permanently remove the user and all their projects.`,
  userDeleted: 'User deleted',
  deleteUserFailed: 'Failed to delete user',
  userUpdated: 'User updated',
  userUpdatedDescription: (username: string) => `The changes to "${username}" have been saved.`,
  updateUserFailed: 'Failed to update user',
  resetPasswordNote:
    'A new random 12-character password is generated for this user. Their current sessions end, and they sign in with the new password.',
  passwordShownOnce: 'Copy this password now and give it to the user: it is shown only once.',
  passwordResetDone: 'Password reset',
  passwordResetDoneDescription: (username: string) => `${username} must sign in again with the new password.`,
  resetPasswordFailed: 'Failed to reset password',
  copied: 'Password copied',
  copyFailed: 'Failed to copy',
  adminCreated: 'Admin account created successfully',
  adminCreatedDescription: 'You can now log in with admin privileges.',
  createAdminFailed: 'Failed to create admin account',
  createAdminFallback: 'An error occurred while creating the admin account.',
  setupGuidance:
    'This page is typically used to create the first administrator only. If an administrator already exists, they may need to grant you admin privileges instead.',
  adminExists: 'An administrator already exists',
  adminExistsDescription:
    'This page creates the first administrator of a new installation only. To get admin rights, ask an administrator: they can give them to your account under Manage Users.',
  adminExistsForAdmin: 'To make another user an administrator, edit their account under Manage Users.',
  manageUsers: 'Go to Manage Users',
  noAdminYet: 'New installation: no administrator yet',
  noAdminYetDescription: 'Create the first administrator account on the Admin Setup page, then sign in with it.',
  createFirstAdmin: 'Create the first administrator',
} as const;

/** Texts of the profile and account pages. */
export const accountScreenMessages = {
  profileUpdated: 'Profile updated',
  profileUpdatedDescription: 'Your name has been saved.',
  profileUpdateFailed: 'Failed to update profile',
  passwordChanged: 'Password changed',
  passwordChangedDescription: 'Your other sessions have been signed out.',
  passwordChangeFailed: 'Failed to change password',
} as const;

/** Texts of the information pages (About, Contact, Blog, Terms, Privacy) and the password-help pages. */
export const infoMessages = {
  comingSoon: 'Coming Soon',
  comingSoonDescription: "We're working on this page. Please check back soon.",
  responsePromise: 'We respond within 24 hours on business days.',
  resetUnderDevelopment: 'Password reset is under development.',
  emailSupport: (email: string) => `Please email support at ${email} to reset your password.`,
  supportUnavailable: 'The support address could not be loaded. Please try again later.',
  invalidResetLink: 'Invalid Reset Link',
  invalidResetLinkDescription: 'This password reset link is invalid or incomplete.',
  resetContactSupport: (email: string) =>
    `Resetting a password online is not available yet. Please contact support at ${email} and we will help you regain access to your account.`,
  resetRequestReceived: (account: string, support: string) =>
    `We cannot reset the password of ${account} online yet. Please contact support at ${support} from that address and we will help you regain access.`,
} as const;

/** Texts of the results page and its training and download, toasts included. */
export const resultsScreenMessages = {
  trainFailed: 'Failed to train model',
  trainServerError: 'The server encountered an error during model training.',
  trainNotFound: 'Training endpoint not found.',
  trainTimeout:
    'No answer came back from the server. Training can take up to 30 seconds and may still be running: refresh the page in a minute to see whether the iteration moved on.',
  invalidCitationCount: 'Invalid citation count',
  labelRule: (relevant: number, irrelevant: number) =>
    `Label 5–10 relevant and 5–10 irrelevant citations in this iteration before retraining (now ${relevant} relevant and ${irrelevant} irrelevant).`,
  readyToRetrain: 'Train again on every label so far and re-rank the unlabelled citations.',
  allIterationsDone: 'All 10 iterations are done: the model cannot be trained again.',
  trainingRunning: 'The model is training. This can take up to 30 seconds.',
  downloadFailed: 'Download failed',
  downloadTimeout: 'The download took too long. Please try again.',
  noResultsTitle: 'No results yet',
  noResultsDescription:
    'Results appear after the first training. Label 5–10 relevant and 5–10 irrelevant citations on the labelling page, then train the model.',
  estimateRange: (low: number, high: number) =>
    low === high ? `${low.toLocaleString('en-US')}` : `${low.toLocaleString('en-US')}–${high.toLocaleString('en-US')}`,
  estimate: (low: number, high: number, middle: number, level: number) =>
    `${low === high ? `${low.toLocaleString('en-US')}` : `Between ${low.toLocaleString('en-US')} and ${high.toLocaleString('en-US')}`} relevant citation${high === 1 ? '' : 's'} may remain among the unlabelled` +
    ` (${Math.round(level * 100)} % interval)${low === high ? '' : `, most likely about ${middle.toLocaleString('en-US')}`}.`,
  estimateWide:
    'The range is wide while the last iteration was read only near the top of the list; it narrows as you read deeper.',
  stillUnlabelled: (n: number) => `${n.toLocaleString('en-US')} citation${n === 1 ? ' is' : 's are'} still unlabelled.`,
  estimateUnavailable: {
    'no-reading':
      'No estimate yet: it comes with the second training, from how far down the first model’s order you read to find your relevant citations.',
    'not-in-order':
      'No estimate: the labels of an iteration were not given from the top of the model’s order (“Most relevant first”), so how much is left cannot be judged from them.',
    unscored:
      'No estimate: some unlabelled citations were added after the last training and have no score yet. Train again to include them.',
  },
  estimateHelp: 'How this is worked out: Help, “Still to find”.',
  estimatedScore:
    'Estimated: the model has not scored this citation, so the score comes from its label or keyword matches.',
} as const;
