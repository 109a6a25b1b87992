import { CONCIERGE_MESSAGES } from '@schemas/concierge-desk';
import { CUSTOMER_BOOKABLE_STATUSES } from '@schemas/quotes';
import { routes } from '@schemas/routes';
import { findConciergeCase, recommendQuote } from '@functions/core/data/concierge/concierge-desk';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { findQuoteById, findQuoteOf } from '@functions/core/data/quote/quotes';
import { customerSideOf } from '@functions/quote-visibility';
import { badRequest, conflict, notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { conciergeCaseView } from './case-view';

const BOOKABLE: readonly string[] = CUSTOMER_BOOKABLE_STATUSES;

/**
 * POST /api/admin/concierge/{customer_id}/recommendation — staff recommend one of the
 * customer's quotes that has a price and can be booked, with a reason; it replaces a
 * recommendation the customer has not booked (access pattern C4): pending, declined, or approved
 * but its booking cancelled or never made. Answers the case as the queue shows it. Callers:
 * ADMIN; 404 for a customer without a case or a quote not theirs, 400 for a quote without a
 * price or not bookable, 409 while the customer holds a booking.
 */
export const recommendConciergeQuote: PlainHandler<typeof routes.recommendConciergeQuote> = async ({
  auth,
  params,
  body,
}) => {
  const customerId = params.customer_id;
  if (!(await findConciergeCase(customerId))) throw notFound(CONCIERGE_MESSAGES.notConciergeCustomer);
  const keys = await findQuoteById(body.quote_id);
  const stored =
    keys?.customer_id === customerId ? await findQuoteOf(keys.move_request_id, keys.moving_company_id) : null;
  const quote = stored && customerSideOf(stored);
  if (!quote) throw notFound('Quote not found');
  if (typeof quote.price !== 'number' || !BOOKABLE.includes(quote.status))
    throw badRequest(CONCIERGE_MESSAGES.notQuoted);

  const company = await findCompany(quote.moving_company_id);
  const rec = {
    quote_id: quote.id,
    company_name: company?.name ?? 'the company',
    price: quote.price,
    top_price: quote.top_price ?? null,
    reason: body.reason,
    by: auth.userId,
  };
  const outcome = await recommendQuote(customerId, rec, new Date());
  if (outcome === 'booked') throw conflict(CONCIERGE_MESSAGES.customerBooked);
  if (outcome === 'no_case') throw notFound(CONCIERGE_MESSAGES.notConciergeCustomer);
  return conciergeCaseView((await findConciergeCase(customerId))!);
};

export const handler = httpHandler(routes.recommendConciergeQuote, recommendConciergeQuote);
