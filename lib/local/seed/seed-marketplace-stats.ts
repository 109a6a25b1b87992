import { addDays } from '@functions/platform/calendar-dates';
import {
  backfillOnce,
  utcDate,
  type BackfillDay,
  type CounterIncrements,
} from '@functions/core/data/stats/marketplace-counters';
import { findSubscription, indexActivePlan } from '@functions/core/data/payments/subscriptions';
import { DEMO_COMPANY_ID } from './companies';
import { DEMO_CUSTOMER_MOVE, DEMO_MOVES } from './demo-moves';
import { SEED_PLANS } from './seed-plans';

/** The marker of this backfill (STATS#BACKFILL#demo-seed): a rerun adds nothing. */
const BACKFILL_NAME = 'demo-seed';

type Seen = 'QUOTE_REQUESTED' | 'QUOTED' | 'BOOKED';

/**
 * The admin's operations view over the demo data. The seed writes users, moves and quotes
 * directly (no events), so this step files what it wrote on the day counters once: each demo
 * customer with their move request on one of the last 30 days (the 30 customers one a day,
 * oldest first), Tar Heel's request on it the same day, its quote some minutes to hours later
 * (a fixed spread, so the median has something to say; a pay-per-lead company's quote spent
 * a token) and a booking the day after;
 * customer@example.com, their move, its two requests and one quote, and the seed plans'
 * tokens sold today. Dates are the demo's fiction; the figures are what the seed wrote.
 */
export function demoStatsDays(today: string): BackfillDay[] {
  const days = new Map<string, { increments: CounterIncrements; minutes: number[] }>();
  const on = (date: string) => {
    let day = days.get(date);
    if (!day) days.set(date, (day = { increments: {}, minutes: [] }));
    return day;
  };
  const add = (date: string, increments: CounterIncrements, minutes?: number) => {
    const day = on(date);
    for (const [name, value] of Object.entries(increments) as Array<[keyof CounterIncrements, number]>) {
      day.increments[name] = (day.increments[name] ?? 0) + value;
    }
    if (minutes !== undefined) day.minutes.push(minutes);
  };
  const payPerLead = new Set(
    SEED_PLANS.filter((plan) => plan.planType === 'pay_per_lead_subscription_start').map((plan) => plan.companyId),
  );
  const quote = (date: string, companyId: string, status: Seen, minutes: number) => {
    add(date, { quoteRequests: 1 });
    if (status === 'QUOTE_REQUESTED') return;
    // A pay-per-lead company's sent quote paid its lead's token (seed-moves.ts payForSeededQuote).
    add(date, { quotesSent: 1, tokensSpent: payPerLead.has(companyId) ? 1 : 0 }, minutes);
    if (status === 'BOOKED') add(addDays(date, 1) > today ? today : addDays(date, 1), { bookings: 1 });
  };

  DEMO_MOVES.forEach((move, i) => {
    const date = addDays(today, -((DEMO_MOVES.length - 1 - i) % 30));
    add(date, { newCustomers: 1, moveRequests: 1 });
    if (move.demoCompanyQuote) quote(date, DEMO_COMPANY_ID, move.demoCompanyQuote.status, 12 + ((i * 47) % 300));
  });
  add(today, { newCustomers: 1, moveRequests: 1 });
  for (const q of DEMO_CUSTOMER_MOVE.quotes) quote(today, q.companyId, q.status, 45);
  add(today, { tokensSold: SEED_PLANS.reduce((sum, plan) => sum + plan.tokens, 0) });

  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, day]) => ({ date, increments: day.increments, firstQuoteMinutes: day.minutes }));
}

/**
 * Fills the marketplace day counters from the demo data once (a fresh table), and gives the
 * seed plans their active-plan index keys (tables seeded before the index existed).
 * Answers whether the counters were filled by this run.
 */
export async function seedMarketplaceStats(): Promise<boolean> {
  for (const plan of SEED_PLANS) {
    const stored = await findSubscription(plan.companyId);
    if (stored) await indexActivePlan(stored);
  }
  return backfillOnce(BACKFILL_NAME, demoStatsDays(utcDate(new Date())));
}
