import type * as z from 'zod';
import type { MetricsFilterSchema, QuoteStatus } from '@schemas/enums';
import { METRICS_FILTER_DAYS, type PerformanceMetrics } from '@schemas/metrics';

/** The figures counted from the quotes alone (the others come from the company item, its bookings and its ledger). */
export type QuoteMetrics = Pick<
  PerformanceMetrics,
  | 'bookings'
  | 'revenuePipeline'
  | 'closingRatio'
  | 'totalPaidLeads'
  | 'dealsClosed'
  | 'leadsSeen'
  | 'quotesSent'
  | 'closeRate'
>;

/** What the metrics read of a quote. */
export interface MetricQuote {
  status: QuoteStatus;
  price?: number | null;
}

const PIPELINE: ReadonlySet<QuoteStatus> = new Set(['QUOTED', 'INVITED_TO_BOOK', 'BOOKED']);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first created_at inside the filter's window (ISO, now minus 7 or 30 days), or null for
 * all time. The window is a key range on the company's quote index (sk starts with created_at).
 */
export function windowStart(filter: z.infer<typeof MetricsFilterSchema>, now: Date = new Date()): string | null {
  if (filter === 'all_time') return null;
  return new Date(now.getTime() - METRICS_FILTER_DAYS[filter] * DAY_MS).toISOString();
}

/** A lead the company engaged: it sent a price, or the quote moved past QUOTE_REQUESTED. */
export function isEngagedLead(quote: MetricQuote): boolean {
  return quote.status !== 'QUOTE_REQUESTED' || typeof quote.price === 'number';
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/** The figures of docs/availability-and-metrics.md (Performance metrics) from the company's quotes of one window. */
export function computeMetrics(quotes: readonly MetricQuote[]): QuoteMetrics {
  let dealsClosed = 0;
  let cancelledBookings = 0;
  let revenuePipeline = 0;
  let totalPaidLeads = 0;
  let quotesSent = 0;
  for (const quote of quotes) {
    if (typeof quote.price === 'number') quotesSent += 1;
    if (quote.status === 'BOOKED') dealsClosed += 1;
    if (quote.status === 'CANCELLED') cancelledBookings += 1;
    if (PIPELINE.has(quote.status) && typeof quote.price === 'number') revenuePipeline += quote.price;
    if (isEngagedLead(quote)) totalPaidLeads += 1;
  }
  return {
    bookings: dealsClosed + cancelledBookings,
    revenuePipeline,
    closingRatio: percent(dealsClosed, totalPaidLeads),
    totalPaidLeads,
    dealsClosed,
    leadsSeen: quotes.length,
    quotesSent,
    closeRate: percent(dealsClosed, quotesSent),
  };
}
