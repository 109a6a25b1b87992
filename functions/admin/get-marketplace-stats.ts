import { routes } from '@schemas/routes';
import type { MarketplaceStats, MarketplaceWindow } from '@schemas/admin';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { findDays, medianOf, utcDate, type MarketplaceDay } from '@functions/core/data/stats/marketplace-counters';
import { countActivePlans } from '@functions/core/data/payments/subscriptions';

const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOW_DAYS = 30;

/** The UTC dates of the last `count` days up to today's, oldest first. */
function lastDates(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => utcDate(new Date(now.getTime() - (count - 1 - i) * DAY_MS)));
}

function windowOf(days: readonly MarketplaceDay[]): MarketplaceWindow {
  const sum = (name: keyof MarketplaceDay['counters']) => days.reduce((total, day) => total + day.counters[name], 0);
  return {
    newCustomers: sum('newCustomers'),
    moveRequests: sum('moveRequests'),
    quoteRequests: sum('quoteRequests'),
    quotesSent: sum('quotesSent'),
    bookings: sum('bookings'),
    cancellations: sum('cancellations'),
    tokensSold: sum('tokensSold'),
    tokensSpent: sum('tokensSpent'),
    medianMinutesToFirstQuote: medianOf(days),
  };
}

/**
 * GET /api/admin/marketplace-stats: the operations view (docs/admin.md, Operations view).
 * Reads: one BatchGetItem of the last 30 day counters (access pattern S2) (today's UTC date
 * last; a day without an item is zeros), and one Query Select COUNT per plan type of the
 * active plans (access pattern S3). No Scan. Callers: ADMIN only (the route's roles).
 */
export const getMarketplaceStats: PlainHandler<typeof routes.getMarketplaceStats> = async () => {
  const now = new Date();
  const [days, monthly, payPerLead] = await Promise.all([
    findDays(lastDates(now, WINDOW_DAYS)),
    countActivePlans('flat_rate_monthly_subscription'),
    countActivePlans('pay_per_lead_subscription_start'),
  ]);
  const stats: MarketplaceStats = {
    last_7_days: windowOf(days.slice(-7)),
    last_30_days: windowOf(days),
    daily: days.map((day) => ({
      date: day.date,
      moveRequests: day.counters.moveRequests,
      quoteRequests: day.counters.quoteRequests,
      quotesSent: day.counters.quotesSent,
      bookings: day.counters.bookings,
    })),
    activeSubscriptions: { flat_rate_monthly: monthly, pay_per_lead: payPerLead },
    generated_at: now.toISOString(),
  };
  return stats;
};

export const handler = httpHandler(routes.getMarketplaceStats, getMarketplaceStats);
