import { LIMITS } from '@schemas/constants';
import {
  findInvite,
  invitesOfCompany,
  invitesSentBefore,
  removeInvite,
  type CompanyInviteItem,
} from '@functions/core/data/invites/company-invites';
import { deleteProfile, findUserByEmail } from '@functions/core/data/user/users';
import {
  blockSignIn,
  deleteIdentityUser,
  enableIdentityUser,
  getIdentityUser,
  type IdentityUser,
} from '@functions/platform/identity';
import { logger } from '@functions/platform/logger';

/**
 * The end of a waiting invite (docs/security.md, Invites and names): accepted (the person chose
 * a password: only the record goes), or withdrawn or lapsed (the account and the profile are
 * deleted, so the address is free to sign up again). Lapsed invites are freed by the hourly
 * sweep, by the sign-up at their address, and whenever their company's invites are read.
 * `now` is injectable for the 7-day lapse.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Cognito's status of an account whose temporary password was never replaced. */
const NOT_ACCEPTED = 'FORCE_CHANGE_PASSWORD';

const LAPSE_MS = LIMITS.inviteLapseDays * DAY_MS;
export const lapseCutoff = (now: Date) => new Date(now.getTime() - LAPSE_MS).toISOString();
/** When a waiting invite lapses. */
export const lapsesAt = (invite: Pick<CompanyInviteItem, 'invited_at'>) =>
  new Date(Date.parse(invite.invited_at) + LAPSE_MS).toISOString();
const hasLapsed = (invite: CompanyInviteItem, now: Date) => invite.invited_at < lapseCutoff(now);

/** The person chose a password: the account is theirs, no longer the invite's. */
const isAccepted = (account: IdentityUser | null) => account !== null && account.status !== NOT_ACCEPTED;

type FreeOutcome = 'freed' | 'accepted' | 'gone';

/**
 * Deletes an unaccepted invite's account and profile, safe against an acceptance at the same
 * moment: the account is first blocked (no new-password challenge can be answered after it),
 * then read again. Accepted meanwhile: unblocked (when it was enabled before) and kept, only
 * the record goes. Otherwise account, profile, then the record, once (a parallel withdraw,
 * sweep or sign-up finds nothing left: 'gone'). Accounts are addressed by the invite's sub,
 * never by the e-mail, so a customer who signed up at the address since is never touched.
 */
async function freeAddress(invite: CompanyInviteItem, why: string, wasEnabled: boolean): Promise<FreeOutcome> {
  const { moving_company_id: companyId, user_id: userId } = invite;
  await blockSignIn(userId);
  const account = await getIdentityUser(userId);
  if (isAccepted(account)) {
    if (wasEnabled) await enableIdentityUser(userId);
    await removeInvite(companyId, userId);
    return 'accepted';
  }
  if (account) await deleteIdentityUser(userId);
  await deleteProfile(userId);
  if (!(await removeInvite(companyId, userId))) return 'gone';
  logger.info(`Company invite ${why}`, { companyId, invitedUserId: userId });
  return 'freed';
}

type Settled = 'waiting' | FreeOutcome;

/**
 * Brings one waiting invite up to date: accepted → record removed; lapsed (or its account gone)
 * → address freed; otherwise it still waits.
 */
async function settle(invite: CompanyInviteItem, now: Date): Promise<Settled> {
  const account = await getIdentityUser(invite.user_id);
  if (isAccepted(account)) {
    await removeInvite(invite.moving_company_id, invite.user_id);
    return 'accepted';
  }
  if (account && !hasLapsed(invite, now)) return 'waiting';
  return freeAddress(invite, account ? 'lapsed' : 'without an account', account?.enabled ?? false);
}

/** The company's invites still waiting, after settling each (lapse, acceptance). */
export async function waitingInvites(companyId: string, now = new Date()): Promise<CompanyInviteItem[]> {
  const invites = await invitesOfCompany(companyId);
  const outcomes = await Promise.all(invites.map((invite) => settle(invite, now)));
  return invites.filter((_, i) => outcomes[i] === 'waiting');
}

export interface SweepResult {
  /** Invites read from the lapse index (sent more than the lapse ago). */
  read: number;
  /** Addresses freed by this sweep. */
  freed: number;
  /** Invites found accepted (record removed, account kept). */
  accepted: number;
}

/**
 * Settles every invite lapsed at `now`, found by age on the lapse index (only lapsed ones are
 * read). Idempotent, and two sweeps at once free each address once.
 */
export async function sweepLapsedInvites(now = new Date()): Promise<SweepResult> {
  const result: SweepResult = { read: 0, freed: 0, accepted: 0 };
  for await (const page of invitesSentBefore(lapseCutoff(now))) {
    const outcomes = await Promise.all(page.map((invite) => settle(invite, now)));
    result.read += page.length;
    result.freed += outcomes.filter((o) => o === 'freed').length;
    result.accepted += outcomes.filter((o) => o === 'accepted').length;
  }
  return result;
}

/**
 * The sign-up path: frees the address when a lapsed invite holds it, so a sign-up never waits
 * for the sweep. Reads the profile by e-mail (gsi1), then its company's invite record. True when
 * it freed the address.
 */
export async function freeLapsedInviteAt(email: string, now = new Date()): Promise<boolean> {
  const profile = await findUserByEmail(email.trim().toLowerCase());
  if (!profile?.moving_company_id) return false;
  const invite = await findInvite(profile.moving_company_id, profile.id);
  if (!invite || !hasLapsed(invite, now)) return false;
  return (await settle(invite, now)) === 'freed';
}

export type WithdrawOutcome = 'withdrawn' | 'notFound' | 'accepted';

/** Withdraws a waiting invite of the company: its account and profile are deleted. */
export async function withdrawInvite(companyId: string, userId: string): Promise<WithdrawOutcome> {
  const invite = await findInvite(companyId, userId);
  if (!invite) return 'notFound';
  const account = await getIdentityUser(userId);
  if (isAccepted(account)) {
    await removeInvite(companyId, userId);
    return 'accepted';
  }
  const outcome = await freeAddress(invite, 'withdrawn', account?.enabled ?? false);
  return outcome === 'freed' ? 'withdrawn' : outcome === 'accepted' ? 'accepted' : 'notFound';
}
