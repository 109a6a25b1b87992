import { LIMITS } from '@schemas/constants';
import { findInvite, invitesOfCompany, removeInvite, type CompanyInviteItem } from '@functions/core/data/company-invites';
import { deleteProfile } from '@functions/core/data/users';
import { deleteIdentityUser, getIdentityUser } from '@functions/platform/identity';
import { logger } from '@functions/platform/logger';

/**
 * The end of a waiting invite (docs/security.md, Invites and names): accepted (the person chose
 * a password: only the record goes), or withdrawn or lapsed (the account and the profile are
 * deleted, so the address is free to sign up again). `now` is injectable for the 7-day lapse.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Cognito's status of an account whose temporary password was never replaced. */
const NOT_ACCEPTED = 'FORCE_CHANGE_PASSWORD';

const LAPSE_MS = LIMITS.inviteLapseDays * DAY_MS;
export const lapseCutoff = (now: Date) => new Date(now.getTime() - LAPSE_MS).toISOString();
/** When a waiting invite lapses. */
export const lapsesAt = (invite: Pick<CompanyInviteItem, 'invited_at'>) => new Date(Date.parse(invite.invited_at) + LAPSE_MS).toISOString();

/** True while the invited person has not chosen a password (the account is still the invite's). */
async function stillWaiting(invite: CompanyInviteItem): Promise<boolean> {
  return (await getIdentityUser(invite.username))?.status === NOT_ACCEPTED;
}

/**
 * Deletes an unaccepted invite's account and profile. The record goes first (once: a parallel
 * withdraw or sweep finds nothing left to do), so the counted slot is freed exactly once.
 */
async function freeAddress(invite: CompanyInviteItem, why: 'withdrawn' | 'lapsed'): Promise<boolean> {
  if (!(await removeInvite(invite.moving_company_id, invite.user_id))) return false;
  await deleteIdentityUser(invite.username);
  await deleteProfile(invite.user_id);
  logger.info(`Company invite ${why}`, { companyId: invite.moving_company_id, invitedUserId: invite.user_id });
  return true;
}

/**
 * Brings one waiting invite up to date: accepted → record removed; older than the lapse →
 * address freed. True while it still waits afterwards.
 */
async function settle(invite: CompanyInviteItem, now: Date): Promise<boolean> {
  if (!(await stillWaiting(invite))) {
    await removeInvite(invite.moving_company_id, invite.user_id);
    return false;
  }
  if (invite.invited_at < lapseCutoff(now)) {
    await freeAddress(invite, 'lapsed');
    return false;
  }
  return true;
}

/** The company's invites still waiting, after settling each (lazy lapse, acceptance). */
export async function waitingInvites(companyId: string, now = new Date()): Promise<CompanyInviteItem[]> {
  const invites = await invitesOfCompany(companyId);
  const waiting = await Promise.all(invites.map((invite) => settle(invite, now)));
  return invites.filter((_, i) => waiting[i]);
}

export type WithdrawOutcome = 'withdrawn' | 'notFound' | 'accepted';

/** Withdraws a waiting invite of the company: its account and profile are deleted. */
export async function withdrawInvite(companyId: string, userId: string): Promise<WithdrawOutcome> {
  const invite = await findInvite(companyId, userId);
  if (!invite) return 'notFound';
  if (!(await stillWaiting(invite))) {
    await removeInvite(companyId, userId);
    return 'accepted';
  }
  return (await freeAddress(invite, 'withdrawn')) ? 'withdrawn' : 'notFound';
}
