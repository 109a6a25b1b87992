import { InventoryAccuracySchema } from './move-day-record';
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
  /** All time: signed loading records against the booked volume (the counters on the company); null before the first. */
  inventoryAccuracy: InventoryAccuracySchema.nullable(),
  /** Leads in the window: customers who asked the company for a quote, and leads it quoted unasked (one per move). */
  leadsSeen: z.number().int(),
  /** Quotes with a price sent to the customer. */
  quotesSent: z.number().int(),
  /** Booked moves whose completion is settled (confirmed, auto-confirmed or resolved). */
  completedMoves: z.number().int(),
  /** Percent (0-100, one decimal) of quotes sent that are now booked: dealsClosed / quotesSent; 0 with none. */
  closeRate: z.number(),
  /** The median hours from a customer's request to the company's first quote, over its recent answers; null with fewer than 3. */
  medianAnswerHours: z.number().nullable(),
  /** What the company paid for its leads in the window, and per booking (null without a booking). */
  leadCost: z.object({
    plan: z.enum(['pay_per_lead', 'flat_rate', 'none']),
    /** Lead tokens spent, less refunds (pay per lead). */
    tokensSpent: z.number().int(),
    /** Whole dollars: tokens at the bundle's price, or the monthly plan's days in the window. */
    dollars: z.number(),
    perBooking: z.number().nullable(),
  }),
  /** Quotes sent and bookings over time, by when the lead came in: days (7 days), weeks (30 days) or months (all time). */
  timeline: z.array(
    z.object({
      /** The period's first day, YYYY-MM-DD. */
      periodStart: z.string(),
      quotesSent: z.number().int(),
      bookings: z.number().int(),
    }),
  ),
  timelineUnit: z.enum(['day', 'week', 'month']),
});
export type PerformanceMetrics = z.infer<typeof PerformanceMetricsSchema>;
