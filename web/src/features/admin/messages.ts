import { ADMIN_MESSAGES } from '@schemas/admin';

/** The admin dashboard's words: the spec's (sections 5 and 8, schemas/admin.ts) and its own. */
export const ADMIN_TEXT = {
  ...ADMIN_MESSAGES,
  vettingSaved: 'Vetting record saved.',
  vettingFailed: 'Failed to save the vetting record',
  verified: 'The company is verified: it now appears in matching customers’ matches.',
  unverified: 'The company is no longer verified: it has left matching.',
  verificationFailed: 'Failed to change the verification',
  loadUsersFailed: 'Failed to load users',
  loadStatsFailed: 'Failed to load the marketplace numbers',
  userDeactivated: (name: string) => `${name} was deactivated.`,
  userReactivated: (name: string) => `${name} was reactivated.`,
  statusFailed: 'Failed to change the user’s status',
  noUsers: 'No users match this search.',
} as const;

/** Section 8 messages of the admin form clear after 5 seconds (spec section 4). */
export const ADMIN_MESSAGE_MS = 5_000;
