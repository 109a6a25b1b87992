import { routes } from '@schemas/routes';
import { inviteCompanyUser as invite } from '@functions/core/company-invites';
import { companyInPath } from '@functions/core/http/callers-company';
import { httpHandler, Reply, type PlainHandler } from '@functions/core/http/handler';

/**
 * POST /api/moving-company/{id}/invite-user — a colleague's account for the company.
 * Reads: USER#<sub>/PROFILE and COMPANY#<id>/PROFILE. The invite itself (Cognito account with a
 * temporary password, group, profile, e-mail, rollback; 409 for a known e-mail) is
 * functions/core/company-invites.ts, shared with the admin's invite.
 * Callers: MOVING_COMPANY for its own company, ADMIN for any.
 */
export const inviteCompanyUser: PlainHandler<typeof routes.inviteCompanyUser> = async ({ auth, params, body }) => {
  const company = await companyInPath(auth, params.id);
  const user = await invite({ ...body, companyId: company.id, invitedBy: auth.userId });
  return new Reply(201, { success: true as const, user });
};

export const handler = httpHandler(routes.inviteCompanyUser, inviteCompanyUser);
