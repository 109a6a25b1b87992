import { routes } from '@schemas/routes';
import { availabilityDaysBetween } from '@functions/core/data/availability/availability';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { assertSubscriptionAllowsLeads, callersOwnCompany } from '@functions/platform/http/callers-company';
import { fillCalendar } from './calendar';

/**
 * GET /api/moving-company/{id}/availability?start_date&end_date — the caller's own calendar.
 * Reads: the caller's profile (access pattern 1), the company (access pattern 5), then one Query of the company's days (access pattern 7) from
 * the start date to the end date (at most 400 days, checked by the query schema).
 * Callers: MOVING_COMPANY for its own company (403 another id, 404 no company linked).
 * Answers every day of the range; days without a record are unavailable.
 */
export const getAvailability: PlainHandler<typeof routes.getAvailability> = async ({ auth, params, query }) => {
  const company = await callersOwnCompany(auth, params.id);
  await assertSubscriptionAllowsLeads(company); // spec section 4: a 402 here opens the subscription modal
  const stored = await availabilityDaysBetween(company.id, query.start_date, query.end_date);
  return fillCalendar(query.start_date, query.end_date, stored);
};

export const handler = httpHandler(routes.getAvailability, getAvailability);
