import { routes } from '@schemas/routes';
import { companyInPath } from '@functions/core/http/callers-company';
import { httpHandler, type PlainHandler } from '@functions/core/http/handler';
import { lapsesAt, waitingInvites } from '@functions/core/invite-lifecycle';

/**
 * GET /api/moving-company/{id}/invites — the company's colleague invites still waiting, oldest
 * first. Reads: the caller's company (companyInPath), Query COMPANY#<id> INVITE#…, and each
 * invited account's Cognito status: accepted invites leave the list and lapsed ones (older than
 * LIMITS.inviteLapseDays) free their address here (invite-lifecycle.ts).
 * Callers: MOVING_COMPANY for its own company, ADMIN for any.
 */
export const listCompanyInvites: PlainHandler<typeof routes.listCompanyInvites> = async ({ auth, params }) => {
  const company = await companyInPath(auth, params.id);
  const invites = await waitingInvites(company.id);
  return {
    invites: invites
      .sort((a, b) => a.invited_at.localeCompare(b.invited_at))
      .map((invite) => ({
        id: invite.user_id,
        email: invite.email,
        firstName: invite.firstName,
        lastName: invite.lastName,
        invited_at: invite.invited_at,
        expires_at: lapsesAt(invite),
      })),
  };
};

export const handler = httpHandler(routes.listCompanyInvites, listCompanyInvites);
