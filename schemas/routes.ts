import * as z from 'zod';
import type { RouteDef } from './route';
import { userRoutes } from './routes/users';
import { moveRequestRoutes } from './routes/move-requests';
import { companyRoutes } from './routes/companies';
import { savedCompanyRoutes } from './routes/saved-companies';
import { matchRoutes } from './routes/matches';
import { customerQuoteRoutes } from './routes/quotes';
import { companyProfileRoutes } from './routes/company-profile';
import { availabilityRoutes } from './routes/availability';
import { leadRoutes } from './routes/leads';
import { leadDemandRoutes } from './routes/lead-demand';
import { companyQuoteRoutes } from './routes/company-quotes';
import { metricRoutes } from './routes/metrics';
import { paymentRoutes } from './routes/payments';
import { messagingRoutes } from './routes/messaging';
import { adminRoutes } from './routes/admin';
import { adminAttentionRoutes } from './routes/admin-attention';
import { bookingRoutes } from './routes/bookings';
import { bookingChangeRoutes } from './routes/booking-changes';
import { bookingDayRoutes } from './routes/booking-days';
import { bookingArrivalRoutes } from './routes/booking-arrival';
import { moveDayRecordRoutes } from './routes/move-day-record';
import { bookingCompletionRoutes } from './routes/booking-completion';
import { reviewRoutes } from './routes/reviews';
import { quoteChoiceRoutes } from './routes/quote-choice';
import { priceGuideRoutes } from './routes/price-guide';
import { leadReportRoutes } from './routes/lead-reports';
import { conciergeRoutes } from './routes/concierge';

/**
 * The route table: every API route of the product (spec section 7), under /api, composed of
 * one file per domain in schemas/routes/. Add an entry there, a handler file under
 * functions/, and both AWS and local mode serve it.
 */
export const routes = {
  ...userRoutes,
  ...moveRequestRoutes,
  ...companyRoutes,
  ...savedCompanyRoutes,
  ...matchRoutes,
  ...customerQuoteRoutes,
  ...companyProfileRoutes,
  ...availabilityRoutes,
  ...leadRoutes,
  ...leadDemandRoutes,
  ...companyQuoteRoutes,
  ...metricRoutes,
  ...paymentRoutes,
  ...messagingRoutes,
  ...adminRoutes,
  ...adminAttentionRoutes,
  ...bookingRoutes,
  ...bookingChangeRoutes,
  ...bookingDayRoutes,
  ...bookingArrivalRoutes,
  ...bookingCompletionRoutes,
  ...moveDayRecordRoutes,
  ...reviewRoutes,
  ...quoteChoiceRoutes,
  ...priceGuideRoutes,
  ...leadReportRoutes,
  ...conciergeRoutes,
} satisfies Record<string, RouteDef>;

/**
 * The domain tables by name (the file in schemas/routes/): the test that no route id is defined
 * twice, and the infra's grouping (one nested stack of route functions per table).
 */
export const routeGroups = {
  users: userRoutes,
  'move-requests': moveRequestRoutes,
  companies: companyRoutes,
  'saved-companies': savedCompanyRoutes,
  matches: matchRoutes,
  quotes: { ...customerQuoteRoutes, ...quoteChoiceRoutes },
  'company-profile': companyProfileRoutes,
  availability: availabilityRoutes,
  leads: { ...leadRoutes, ...leadDemandRoutes },
  'company-quotes': companyQuoteRoutes,
  metrics: metricRoutes,
  payments: paymentRoutes,
  messaging: messagingRoutes,
  admin: { ...adminRoutes, ...adminAttentionRoutes },
  // The booking lifecycle's route files (schemas/routes/booking*.ts) share one table.
  bookings: {
    ...bookingRoutes,
    ...bookingChangeRoutes,
    ...bookingDayRoutes,
    ...bookingArrivalRoutes,
    ...bookingCompletionRoutes,
    ...moveDayRecordRoutes,
  },
  reviews: reviewRoutes,
  'price-guide': priceGuideRoutes,
  'lead-reports': leadReportRoutes,
  concierge: conciergeRoutes,
} satisfies Record<string, Record<string, RouteDef>>;

/** The domain tables, for the test that no route id is defined twice. */
export const routeTables: Array<Record<string, RouteDef>> = Object.values(routeGroups);

export type RouteId = keyof typeof routes;
export const routeList: Array<[RouteId, RouteDef]> = Object.entries(routes) as Array<[RouteId, RouteDef]>;

/** Path params are always strings of the path; used when a route omits a params schema. */
export const NoParamsSchema = z.object({});
