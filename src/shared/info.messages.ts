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
