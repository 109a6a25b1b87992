import { INVITE_MESSAGES } from '@schemas/company-profile';
import { routes } from '@schemas/routes';
import { conflict, notFound } from '@functions/platform/http/errors';
import { companyInPath } from '@functions/platform/http/callers-company';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { withdrawInvite } from '@functions/companies';

/**
 * DELETE /api/moving-company/{id}/invites/{inviteId} — withdraws a colleague invite nobody
 * accepted yet: the record, the invited Cognito account and its profile are deleted, so the
 * address is free (e.g. to sign up as a customer). Only an invite of the company in the path
 * (the invite's key holds its company): another company's invite is a 404.
 * Callers: MOVING_COMPANY (any user of the company), ADMIN for any company.
 */
export const withdrawCompanyInvite: PlainHandler<typeof routes.withdrawCompanyInvite> = async ({ auth, params }) => {
  const company = await companyInPath(auth, params.id);
  const outcome = await withdrawInvite(company.id, params.inviteId);
  if (outcome === 'notFound') throw notFound(INVITE_MESSAGES.notFound);
  if (outcome === 'accepted') throw conflict(INVITE_MESSAGES.accepted);
  return { success: true as const };
};

export const handler = httpHandler(routes.withdrawCompanyInvite, withdrawCompanyInvite);
