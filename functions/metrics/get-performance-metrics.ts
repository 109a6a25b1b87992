import { routes } from '@schemas/routes';
import { priceAccuracyOf } from '@schemas/booking-completion-view';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { callersCompany } from '@functions/platform/http/callers-company';
import { companyQuotesSince } from '@functions/core/data/quote/quotes';
import { companyStatus } from '@functions/quote-visibility';
import { computeMetrics, windowStart } from './compute';

/**
 * GET /api/my-moving-company/performance-metrics?filter=all_time|last_30_days|last_7_days.
 * Reads: the caller's profile (access pattern 1), the company (access pattern 5), then one Query of the
 * company's quotes (access pattern M7), from the window's first created_at (all_time: the whole partition).
 * Callers: MOVING_COMPANY, for its own company (404 'No moving company found' without one).
 * Not behind the paywall: analytics is part of the profile area.
 */
export const getPerformanceMetrics: PlainHandler<typeof routes.getPerformanceMetrics> = async ({ auth, query }) => {
  const company = await callersCompany(auth);
  const quotes = await companyQuotesSince(company.id, windowStart(query.filter));
  // The company's status, so analytics count its own 'Mark as Booked'.
  const metrics = computeMetrics(quotes.map((quote) => ({ status: companyStatus(quote), price: quote.price })));
  // Price accuracy is kept on the company item already read: no extra read.
  return { ...metrics, priceAccuracy: priceAccuracyOf(company) };
};

export const handler = httpHandler(routes.getPerformanceMetrics, getPerformanceMetrics);
