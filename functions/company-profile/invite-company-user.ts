import { INVITE_MESSAGES } from '@schemas/company-profile';
import { routes } from '@schemas/routes';
import { inviteCompanyUser as invite } from '@functions/companies';
import { companyInPath } from '@functions/platform/http/callers-company';
import { forbidden } from '@functions/platform/http/errors';
import { httpHandler, Reply, type PlainHandler } from '@functions/platform/http/handler';

/**
 * POST /api/moving-company/{id}/invite-user — a colleague's account for the company.
 * Reads: the caller's profile (access pattern 1) and the company (access pattern 5). The invite itself (Cognito account with a
 * temporary password, group, profile, e-mail, rollback; 409 for a known e-mail) is
 * functions/companies/company-invites.ts, shared with the admin's invite.
 * Callers: MOVING_COMPANY for its own company once it is verified (403 before), ADMIN for any.
 */
export const inviteCompanyUser: PlainHandler<typeof routes.inviteCompanyUser> = async ({ auth, params, body }) => {
  const company = await companyInPath(auth, params.id);
  // Only a company MoveMatch has verified may send MoveMatch-branded invites (an admin may invite into any).
  if (auth.role !== 'ADMIN' && company.is_verified !== true) throw forbidden(INVITE_MESSAGES.notVerified);
  const user = await invite({ ...body, company, invitedBy: auth.userId });
  return new Reply(201, { success: true as const, user });
};

export const handler = httpHandler(routes.inviteCompanyUser, inviteCompanyUser);
