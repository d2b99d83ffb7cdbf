/** How many shared projects the delete dialog names before "and N more". */
const SHARED_NAMED = 5;
const members = (n: number) => `${n} member${n === 1 ? '' : 's'}`;
const joinAnd = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

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
  /** Said, after deleteUserConfirm, when the user owns projects that others share. */
  deleteUserShared: (projects: { name: string; member_count: number }[]) => {
    const shown = projects.slice(0, SHARED_NAMED).map((p) => `"${p.name}" (${members(p.member_count)})`);
    const more = projects.length - shown.length;
    const list = more > 0 ? `${shown.join(', ')} and ${more} more` : joinAnd(shown);
    const count = projects.length === 1 ? 'One of their projects is' : `${projects.length} of their projects are`;
    return `${count} shared with others: ${list}. The members' decisions, notes and conflict resolutions there are removed too.`;
  },
  deleteUserSharedUnknown:
    "Whether this user's projects are shared with others could not be checked: the members' decisions, notes and conflict resolutions in them would be removed too.",
  deleteUserTypeName: (username: string) => `Type the username, "${username}", to confirm`,
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
