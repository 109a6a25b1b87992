import { CONCIERGE_MESSAGES } from '@schemas/concierge-desk';
import { routes } from '@schemas/routes';
import { findConciergeCase } from '@functions/core/data/concierge/concierge-desk';
import { findUser } from '@functions/core/data/user/users';
import { badRequest, notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { requestQuotesFor } from '@functions/quotes';

/**
 * POST /api/admin/concierge/{customer_id}/quotes — staff request quotes for a concierge
 * customer's move on their behalf, with exactly the customer's rules (quotes/request.ts: matching
 * companies only, at most 5 at a time, companies already asked skipped): the quotes are the
 * customer's own requests ('You asked'). Callers: ADMIN; 404 for a customer without a case, 400
 * without a move request.
 */
export const requestConciergeQuotes: PlainHandler<typeof routes.requestConciergeQuotes> = async ({ params, body }) => {
  const customerId = params.customer_id;
  if (!(await findConciergeCase(customerId))) throw notFound(CONCIERGE_MESSAGES.notConciergeCustomer);
  const customer = await findUser(customerId, { consistent: true });
  if (!customer?.move_request_id) throw badRequest(CONCIERGE_MESSAGES.noMove);
  return requestQuotesFor({ userId: customerId }, customer, customer.move_request_id, body.moving_company_ids);
};

export const handler = httpHandler(routes.requestConciergeQuotes, requestConciergeQuotes);
