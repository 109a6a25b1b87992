import { LIMITS } from '@schemas/constants';

/** The words of the company editor (spec sections 2, 5 and 8). */
export const COMPANY_EDIT_MESSAGES = {
  noCompany: "You don't have a moving company associated with your account.",
  saved: 'Moving company updated successfully!',
  saveFailed: 'Failed to save moving company',
  invited: 'User invited successfully!',
  inviteFailed: 'Failed to create user',
  fixErrors: 'Please fill in all required fields.',
  inviteWithdrawn: 'The invite was withdrawn.',
  withdrawFailed: 'Failed to withdraw the invite',
  peopleLoadFailed: "We couldn't load your company's people",
  membersHint: 'Everyone who signed in to manage your company.',
  deactivated: 'Deactivated',
  noMembers: 'Nobody has joined this company yet.',
  noWaitingInvites: 'No invites are waiting.',
  waitingInvitesHint: `People you invited who have not chosen a password yet. An invite lapses after ${LIMITS.inviteLapseDays} days; withdrawing it deletes the account.`,
  businessAddressLabel: 'Also send to our business address',
  businessAddressHint: (email: string) =>
    `Each of your team gets the company's notification e-mails at their own address, as set on their Email notifications page. Tick this to send them to ${email} too.`,
  businessAddressSaved: 'E-mail choice saved',
} as const;
