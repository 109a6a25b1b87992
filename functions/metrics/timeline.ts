import type * as z from 'zod';
import type { MetricsFilterSchema } from '@schemas/enums';
import type { PerformanceMetrics } from '@schemas/metrics';

/*
 * Quotes sent and bookings over time for the analytics chart, by the day the lead came in (the
 * quote's created_at, as every other figure of the window): days over 7 days, weeks (from
 * Monday) over 30 days, months over all time (at most the last 24).
 */

type Timeline = Pick<PerformanceMetrics, 'timeline' | 'timelineUnit'>;
export interface TimelineQuote {
  created_at?: string;
  sent: boolean;
  booked: boolean;
}

const MAX_MONTHS = 24;
const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function periodStartOf(day: string, unit: Timeline['timelineUnit']): string {
  if (unit === 'day') return day;
  if (unit === 'month') return `${day.slice(0, 7)}-01`;
  const date = new Date(`${day}T00:00:00Z`);
  return isoDay(new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS));
}

function nextPeriod(start: string, unit: Timeline['timelineUnit']): string {
  const date = new Date(`${start}T00:00:00Z`);
  if (unit === 'month') return isoDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)));
  return isoDay(new Date(date.getTime() + (unit === 'day' ? 1 : 7) * DAY_MS));
}

/** Every period from the window's start (or the first lead, all time) to now, empty ones included. */
export function metricsTimeline(
  quotes: readonly TimelineQuote[],
  filter: z.infer<typeof MetricsFilterSchema>,
  windowStart: string | null,
  now: Date = new Date(),
): Timeline {
  const unit = filter === 'last_7_days' ? 'day' : filter === 'last_30_days' ? 'week' : 'month';
  const days = quotes.map((q) => q.created_at?.slice(0, 10)).filter((d): d is string => !!d);
  const today = isoDay(now);
  let first = periodStartOf(windowStart?.slice(0, 10) ?? days.reduce((a, b) => (a < b ? a : b), today), unit);
  if (unit === 'month') {
    const earliest = `${isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MAX_MONTHS - 1), 1))).slice(0, 10)}`;
    if (first < earliest) first = earliest;
  }
  const points = new Map<string, { periodStart: string; quotesSent: number; bookings: number }>();
  for (let start = first; start <= today; start = nextPeriod(start, unit)) {
    points.set(start, { periodStart: start, quotesSent: 0, bookings: 0 });
  }
  for (const quote of quotes) {
    const point = quote.created_at ? points.get(periodStartOf(quote.created_at.slice(0, 10), unit)) : undefined;
    if (!point) continue;
    if (quote.sent) point.quotesSent += 1;
    if (quote.booked) point.bookings += 1;
  }
  return { timeline: [...points.values()], timelineUnit: unit };
}
