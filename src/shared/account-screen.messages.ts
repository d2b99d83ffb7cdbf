/** Texts of the profile and account pages. */
export const accountScreenMessages = {
  profileUpdated: 'Profile updated',
  profileUpdatedDescription: 'Your name has been saved.',
  profileUpdateFailed: 'Failed to update profile',
  passwordChanged: 'Password changed',
  passwordChangedDescription: 'Your other sessions have been signed out.',
  passwordChangeFailed: 'Failed to change password',
} as const;
