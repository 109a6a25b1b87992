import { routes } from '@schemas/routes';
import { companyInPath } from '@functions/platform/http/callers-company';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { subscriptionDetails } from './subscription-view';

/**
 * GET /api/moving-company/{id}/subscription-details — plan, status, next bill (monthly) and
 * tokens remaining (pay-per-lead). Reads: the company (access pattern 5), its plan (access pattern P1, consistent),
 * the token balance (access pattern T1). Callers: the company's own users, admins for any company.
 */
export const getSubscriptionDetails: PlainHandler<typeof routes.getSubscriptionDetails> = async ({ auth, params }) => {
  const company = await companyInPath(auth, params.id);
  return subscriptionDetails(company.id);
};

export const handler = httpHandler(routes.getSubscriptionDetails, getSubscriptionDetails);
