import { routes } from '@schemas/routes';
import { companyInPath } from '@functions/platform/http/callers-company';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { listCompanyUsers } from '@functions/core/data/user/users';
import { lapsesAt, waitingInvites } from '@functions/companies';

/**
 * GET /api/moving-company/{id}/invites — the company's people: its members by name, and its
 * colleague invites still waiting, oldest first. Reads: the caller's company (companyInPath),
 * Query of its waiting invites (access pattern 4f) with each invited account's Cognito status (accepted invites
 * leave the list and lapsed ones, older than LIMITS.inviteLapseDays, free their address:
 * invite-lifecycle.ts), then Query the company's users (access pattern 4d). Settling first means a lapsed
 * invite's deleted profile is not read as a member; a waiting invitee is not a member yet.
 * Callers: MOVING_COMPANY for its own company, ADMIN for any.
 */
export const listCompanyInvites: PlainHandler<typeof routes.listCompanyInvites> = async ({ auth, params }) => {
  const company = await companyInPath(auth, params.id);
  const invites = await waitingInvites(company.id);
  const waitingIds = new Set(invites.map((invite) => invite.user_id));
  const users = await listCompanyUsers(company.id);
  return {
    members: users
      .filter((user) => user.role === 'MOVING_COMPANY' && !waitingIds.has(user.id))
      .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`))
      .map((user) => ({
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        account_status: user.account_status ?? 'ACTIVE',
        you: user.id === auth.userId,
      })),
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
