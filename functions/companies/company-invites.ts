import { INVITE_MESSAGES } from '@schemas/company-profile';
import { buildAuthMessage } from '@functions/notifications';
import { config } from '@functions/platform/config';
import { recordInvite, removeInvite } from '@functions/core/data/invites/company-invites';
import { createProfile, deleteProfile, findUser } from '@functions/core/data/user/users';
import { sendEmail } from '@functions/platform/email';
import { ConflictError, TooManyError } from '@functions/platform/domain-errors';
import { addToRoleGroup, createInvitedAccount, deleteIdentityUser } from '@functions/platform/identity';
import { waitingInvites } from './invite-lifecycle';
import { logger } from '@functions/platform/logger';
import { generateTemporaryPassword } from '@functions/platform/temporary-password';

export interface CompanyInvite {
  email: string;
  firstName: string;
  lastName: string;
  /** The company as stored: its name goes into the e-mail. */
  company: { id: string; name: string };
  /** Who invited (the caller's user id): named in the e-mail from their profile. */
  invitedBy: string;
  now?: Date;
}

export interface InvitedCompanyUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  moving_company_id: string;
}

/**
 * Invites a company user: the one code path of the colleague invite
 * (POST /moving-company/{id}/invite-user) and the admin's (POST /admin/auth/users).
 * Writes: a Cognito account with a generated 12-character temporary password
 * (FORCE_CHANGE_PASSWORD, e-mail verified, Cognito's own message suppressed), the waiting
 * invite's record (waiting colleague invite) with the company's two limits (data/company-invites.ts:
 * 429 past LIMITS.invitesPending waiting or LIMITS.invitesPerDay today; the account is deleted
 * again), the
 * MOVING_COMPANY group, the caller's profile (access pattern 1) linked to the company (conditional create, counted
 * and indexed for the admin list), and the invite e-mail (the template Cognito's own invite
 * would use, auth-messages.ts) naming the company and the inviter as stored. All or nothing: when a later step fails, the profile and the
 * account are deleted again, so the invite can simply be repeated. An e-mail that already has
 * an account: 409 INVITE_MESSAGES.exists, nothing changed. The caller checks who may invite
 * for which company.
 */
export async function inviteCompanyUser(invite: CompanyInvite): Promise<InvitedCompanyUser> {
  const { company, now = new Date() } = invite;
  const inviter = await findUser(invite.invitedBy);
  // Lapsed and accepted invites free their slots before the limits are checked.
  await waitingInvites(company.id, now);
  const temporaryPassword = generateTemporaryPassword();
  const account = await createInvitedAccount({ ...invite, temporaryPassword });
  if (!account) throw new ConflictError(INVITE_MESSAGES.exists);
  const { username, sub } = account;

  const recorded = await recordInvite(
    {
      moving_company_id: company.id,
      user_id: sub,
      username,
      email: invite.email,
      firstName: invite.firstName,
      lastName: invite.lastName,
      invited_by: invite.invitedBy,
      invited_at: now.toISOString(),
    },
    now,
  ).catch(async (error: unknown) => {
    await deleteIdentityUser(username);
    throw error;
  });
  if (!recorded.ok) {
    await deleteIdentityUser(username);
    throw new TooManyError(
      recorded.reason === 'pendingLimit' ? INVITE_MESSAGES.tooManyPending : INVITE_MESSAGES.tooManyToday,
    );
  }

  try {
    await addToRoleGroup(username, 'MOVING_COMPANY');
    await createProfile({
      id: sub,
      auth_id: sub,
      firstName: invite.firstName,
      lastName: invite.lastName,
      email: invite.email,
      role: 'MOVING_COMPANY',
      moving_company_id: company.id,
    });
    const message = buildAuthMessage({
      kind: 'AdminCreateUser',
      origin: config.appOrigin,
      email: invite.email,
      firstName: invite.firstName,
      code: temporaryPassword,
      username: invite.email,
      invitation: {
        companyName: company.name,
        inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}` : 'MoveMatch',
      },
    })!;
    await sendEmail({
      to: invite.email,
      subject: message.emailSubject,
      html: message.emailMessage,
      text: message.emailText,
    });
  } catch (error) {
    logger.error('Invite failed after the account was created; rolling back', { companyId: company.id, error });
    await removeInvite(company.id, sub).catch((rollbackError: unknown) =>
      logger.error('Rollback of the invite record failed', { rollbackError }),
    );
    await deleteProfile(sub).catch((rollbackError: unknown) =>
      logger.error('Rollback of the invited profile failed', { rollbackError }),
    );
    await deleteIdentityUser(username).catch((rollbackError: unknown) =>
      logger.error('Rollback of the invited account failed', { rollbackError }),
    );
    throw error;
  }

  logger.info('Company user invited', { companyId: company.id, invitedUserId: sub, by: invite.invitedBy });
  return {
    id: sub,
    email: invite.email,
    firstName: invite.firstName,
    lastName: invite.lastName,
    moving_company_id: company.id,
  };
}
