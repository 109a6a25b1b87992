import { CONCIERGE_MESSAGES } from '@schemas/concierge-desk';
import { routes } from '@schemas/routes';
import { findConciergeCase } from '@functions/core/data/concierge/concierge-desk';
import { findBooking } from '@functions/core/data/quote/bookings';
import { quotesOfMove } from '@functions/core/data/quote/quotes';
import { findMatchingCompanies } from '@functions/matches';
import { notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { conciergeMoveOf } from './case-view';

/** How many companies one search returns, best first. */
const RESULTS_SHOWN = 20;

/**
 * GET /api/admin/concierge/{customer_id}/matching-companies?search= — the queue offers the 10
 * best matching companies; staff who want another one search by name among all that match the
 * customer's move (the same rule and ranking as /matches), leaving out companies already asked.
 * Nothing once the customer has booked or without a move. Callers: ADMIN; 404 without a case.
 */
export const searchConciergeMatchingCompanies: PlainHandler<typeof routes.searchConciergeMatchingCompanies> = async ({
  params,
  query,
}) => {
  const customerId = params.customer_id;
  if (!(await findConciergeCase(customerId))) throw notFound(CONCIERGE_MESSAGES.notConciergeCustomer);
  const [move, booking] = await Promise.all([conciergeMoveOf(customerId), findBooking(customerId)]);
  if (!move || booking) return { companies: [] };
  const asked = new Set((await quotesOfMove(move.id, { consistent: true })).map((q) => q.moving_company_id));
  const page = await findMatchingCompanies(move, RESULTS_SHOWN + asked.size, undefined, {
    nameContains: query.search,
  });
  return {
    companies: page.matches
      .filter(({ company }) => !asked.has(company.id))
      .slice(0, RESULTS_SHOWN)
      .map(({ company }) => ({ id: company.id, name: company.name })),
  };
};

export const handler = httpHandler(routes.searchConciergeMatchingCompanies, searchConciergeMatchingCompanies);
