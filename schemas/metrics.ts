import * as z from 'zod';
import { PriceAccuracySchema } from './booking-completion-view';
import { MetricsFilterSchema } from './enums';

/**
 * A company's performance metrics (spec sections 3 and 7). Every figure counts the company's
 * quotes created in the filter's window; docs/availability-and-metrics.md defines each one.
 */

export const METRICS_FILTER_LABELS = {
  all_time: 'All time',
  last_30_days: 'Last 30 days',
  last_7_days: 'Last 7 days',
} as const;

/** Days of each windowed filter (all_time has none). */
export const METRICS_FILTER_DAYS = { last_30_days: 30, last_7_days: 7 } as const;

/** GET /my-moving-company/performance-metrics?filter= (all_time when left out). */
export const PerformanceMetricsQuerySchema = z.strictObject({
  filter: MetricsFilterSchema.default('all_time'),
});

export const PerformanceMetricsSchema = z.object({
  /** Bookings the company received: quotes now BOOKED plus booked ones the customer cancelled. */
  bookings: z.number().int(),
  /** Whole dollars of open and won business: the price (lower end) of QUOTED, INVITED_TO_BOOK and BOOKED quotes. */
  revenuePipeline: z.number(),
  /** Percent (0-100, one decimal) of paid leads now booked: dealsClosed / totalPaidLeads; 0 with none. */
  closingRatio: z.number(),
  /** Leads the company engaged (sent a price, or moved past QUOTE_REQUESTED); paid leads once tokens exist. */
  totalPaidLeads: z.number().int(),
  /** Quotes now BOOKED. */
  dealsClosed: z.number().int(),
  /** All time, whatever the filter: how often the final price matched the quote (the counters on the company). */
  priceAccuracy: PriceAccuracySchema,
});
export type PerformanceMetrics = z.infer<typeof PerformanceMetricsSchema>;
