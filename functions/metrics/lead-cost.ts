import type { PerformanceMetrics } from '@schemas/metrics';
import { PRICES } from '@schemas/constants';
import type { TokenLedgerEntry } from '@schemas/payments';

/*
 * What a company's leads cost it in the analytics window: a pay-per-lead company's tokens spent
 * (less refunds) at the bundle's price; a monthly plan's price for the days of the window it was
 * held (30 days a month). Per booking: that cost over the bookings of the window.
 */

const DAY_MS = 86_400_000;
const TOKEN_DOLLARS = PRICES.payPerLeadBundleCents / PRICES.payPerLeadBundleTokens / 100;
const MONTH_DOLLARS = PRICES.flatRateMonthlyCents / 100;

export interface LeadCostInput {
  planType: string | null;
  /** When the company's plan began (ISO); null without one. */
  planSince: string | null;
  /** The company's token ledger (any order). */
  ledger: readonly Pick<TokenLedgerEntry, 'kind' | 'tokens' | 'created_at'>[];
  windowStart: string | null;
  bookings: number;
  now?: Date;
}

const perBooking = (dollars: number, bookings: number) =>
  bookings === 0 ? null : Math.round((dollars / bookings) * 100) / 100;

export function leadCost(input: LeadCostInput): PerformanceMetrics['leadCost'] {
  const from = input.windowStart ?? '';
  if (input.planType === 'pay_per_lead_subscription_start') {
    const tokensSpent = -input.ledger
      .filter((entry) => entry.kind !== 'bought' && entry.created_at >= from)
      .reduce((sum, entry) => sum + entry.tokens, 0);
    const dollars = Math.max(tokensSpent, 0) * TOKEN_DOLLARS;
    return { plan: 'pay_per_lead', tokensSpent, dollars, perBooking: perBooking(dollars, input.bookings) };
  }
  if (input.planType === 'flat_rate_monthly_subscription' && input.planSince) {
    const now = (input.now ?? new Date()).getTime();
    const start = Math.max(Date.parse(input.planSince), input.windowStart ? Date.parse(input.windowStart) : 0);
    const days = Math.max(0, (now - start) / DAY_MS);
    const dollars = Math.round((days / 30) * MONTH_DOLLARS);
    return { plan: 'flat_rate', tokensSpent: 0, dollars, perBooking: perBooking(dollars, input.bookings) };
  }
  return { plan: 'none', tokensSpent: 0, dollars: 0, perBooking: null };
}
