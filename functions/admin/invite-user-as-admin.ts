import { routes } from '@schemas/routes';
import { inviteCompanyUser } from '@functions/companies';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { notFound } from '@functions/platform/http/errors';
import { httpHandler, Reply, type PlainHandler } from '@functions/platform/http/handler';

/**
 * POST /api/admin/auth/users — the admin invites a company user (spec section 3, Invite
 * payload). Reads: the company (access pattern 5) (404 when unknown). The invite is the
 * colleague invite's code path (functions/companies/company-invites.ts): the server's own temporary
 * password (the body's `password` is never used), MOVING_COMPANY group, profile linked to the
 * company, invite e-mail; 409 for an e-mail that has an account. Callers: ADMIN.
 */
export const inviteUserAsAdmin: PlainHandler<typeof routes.inviteUserAsAdmin> = async ({ auth, body }) => {
  const company = await findCompany(body.movingCompanyId);
  if (!company) throw notFound('Moving company not found');
  const user = await inviteCompanyUser({
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    company,
    invitedBy: auth.userId,
  });
  return new Reply(201, { success: true as const, user });
};

export const handler = httpHandler(routes.inviteUserAsAdmin, inviteUserAsAdmin);
