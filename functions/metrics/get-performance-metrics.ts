import { routes } from '@schemas/routes';
import { priceAccuracyOf } from '@schemas/booking-completion-view';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { callersCompany } from '@functions/platform/http/callers-company';
import { companyQuotesSince } from '@functions/core/data/quote/quotes';
import { companyStatus } from '@functions/quote-visibility';
import { findSubscription, LIVE_STATUSES } from '@functions/core/data/payments/subscriptions';
import { listTokenLedger } from '@functions/core/data/lead-tokens/lead-tokens';
import { findBookedMoves } from '@functions/core/data/quote/booked-moves';
import { medianResponseHours } from '@schemas/companies';
import { computeMetrics, windowStart } from './compute';
import { leadCost } from './lead-cost';
import { metricsTimeline } from './timeline';

/**
 * GET /api/my-moving-company/performance-metrics?filter=all_time|last_30_days|last_7_days.
 * Reads: the caller's profile (access pattern 1), the company (access pattern 5), then one Query of the
 * company's quotes (access pattern M7), from the window's first created_at (all_time: the whole partition),
 * the booked moves of its BOOKED quotes (BatchGet, for completed moves), its plan (P1) and, on pay per
 * lead, its token ledger (T2).
 * Callers: MOVING_COMPANY, for its own company (404 'No moving company found' without one).
 * Not behind the paywall: analytics is part of the profile area.
 */
export const getPerformanceMetrics: PlainHandler<typeof routes.getPerformanceMetrics> = async ({ auth, query }) => {
  const company = await callersCompany(auth);
  const since = windowStart(query.filter);
  const [quotes, plan] = await Promise.all([companyQuotesSince(company.id, since), findSubscription(company.id)]);
  // The company's status, so analytics count its own 'Mark as Booked'.
  const statuses = quotes.map((quote) => ({ quote, status: companyStatus(quote) }));
  const metrics = computeMetrics(statuses.map(({ quote, status }) => ({ status, price: quote.price })));
  const booked = quotes.filter((quote) => quote.status === 'BOOKED').map((quote) => quote.id);
  const livePlan = plan && LIVE_STATUSES.includes(plan.status) ? plan : null;
  const [bookedMoves, ledger] = await Promise.all([
    booked.length ? findBookedMoves(booked) : [],
    livePlan?.plan_type === 'pay_per_lead_subscription_start' ? listTokenLedger(company.id) : [],
  ]);
  return {
    ...metrics,
    // Price accuracy and answer times are kept on the company item already read: no extra read.
    priceAccuracy: priceAccuracyOf(company),
    inventoryAccuracy: company.inventory_records
      ? {
          moves: company.inventory_records,
          within_tolerance: company.inventory_within_tolerance ?? 0,
          booked_cubic_feet: Math.round((company.inventory_booked_cf_sum ?? 0) * 10) / 10,
          found_cubic_feet: Math.round((company.inventory_found_cf_sum ?? 0) * 10) / 10,
        }
      : null,
    medianAnswerHours: medianResponseHours(company),
    completedMoves: bookedMoves.filter((move) => move.stage === 'COMPLETED').length,
    leadCost: leadCost({
      planType: livePlan?.plan_type ?? null,
      planSince: livePlan?.created_at ?? null,
      ledger,
      windowStart: since,
      bookings: metrics.dealsClosed,
    }),
    ...metricsTimeline(
      statuses.map(({ quote, status }) => ({
        created_at: quote.created_at,
        sent: typeof quote.price === 'number',
        booked: status === 'BOOKED',
      })),
      query.filter,
      since,
    ),
  };
};

export const handler = httpHandler(routes.getPerformanceMetrics, getPerformanceMetrics);
