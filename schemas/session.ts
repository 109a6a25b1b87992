/**
 * Why the server refused a signed-in caller's session (functions/platform/http/caller-profile.ts),
 * and what the web app shows on /login after it signed the user out for it.
 */
export const CALLER_PROFILE_MESSAGES = {
  missing: 'Your account no longer exists. Please sign in again.',
  disabled: 'Your account has been deactivated. Please contact support.',
  roleChanged: 'Your account type has changed. Please sign in again.',
} as const;

export const SESSION_ENDED_MESSAGES = {
  title: 'Please sign in again',
  /** A 401 without a reason of ours (API Gateway's own answer to a refused token). */
  fallbackReason: 'Your session has ended.',
  /** Another tab of this browser signed out. */
  signedOutElsewhere: 'You signed out in another tab.',
} as const;
