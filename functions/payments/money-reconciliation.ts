import type Stripe from 'stripe';
import {
  RECONCILED_FIGURES,
  RECONCILE_WINDOW_DAYS,
  figuresOf,
  type LedgerDifference,
  type ReconciledFigure,
  type ReconciliationView,
} from '@schemas/money-ledger';
import {
  bookingLedger,
  bookingsWithMovementsOn,
  recordReconciliation,
} from '@functions/core/data/payments/money-ledger';
import { addDays } from '@functions/platform/calendar-dates';
import { logger } from '@functions/platform/logger';
import { countMetric } from '@functions/platform/metrics';
import { stripeClient } from '@functions/platform/stripe';

/*
 * The daily reconciliation (docs/payments-for-moves.md, The ledger and the daily reconciliation): for every
 * booking with a movement of money in the last RECONCILE_WINDOW_DAYS days, and every booking
 * Stripe charged in the last two days (a charge the ledger may never have heard of), the
 * ledger's figures are compared with Stripe's own objects: the charges and their refunds and
 * disputes (by transfer_group, the booking id) and the transfers. Any difference is kept for the
 * admin, logged and counted (LedgerDifferences, which an alarm watches).
 */

type Figures = Record<ReconciledFigure, number>;

const DISPUTE_OPEN = new Set(['warning_needs_response', 'warning_under_review', 'needs_response', 'under_review']);
const DAY_S = 24 * 60 * 60;
/** Stripe is asked for a few bookings at a time: its rate limit, and the function's memory. */
const BOOKINGS_AT_ONCE = 4;

/** What Stripe's objects say of one booking's money (cents). */
export async function stripeFiguresOf(stripe: Stripe, bookingId: string): Promise<Figures> {
  const figures: Figures = { captured: 0, authorized: 0, refunded: 0, transferred: 0, disputed: 0, lost: 0 };
  for await (const charge of stripe.charges.list({ transfer_group: bookingId, limit: 100 })) {
    if (charge.captured) {
      figures.captured += charge.amount_captured;
      // Stripe counts the part of a hold a partial capture released as refunded: it never was captured.
      figures.refunded += charge.amount_refunded - (charge.amount - charge.amount_captured);
    } else if (charge.status === 'succeeded' && !charge.refunded) figures.authorized += charge.amount;
    if (!charge.disputed) continue;
    for await (const dispute of stripe.disputes.list({ charge: charge.id, limit: 100 })) {
      if (DISPUTE_OPEN.has(dispute.status)) figures.disputed += dispute.amount;
      if (dispute.status === 'lost') figures.lost += dispute.amount;
    }
  }
  for await (const transfer of stripe.transfers.list({ transfer_group: bookingId, limit: 100 }))
    figures.transferred += transfer.amount - transfer.amount_reversed;
  return figures;
}

/** Where the ledger and Stripe disagree on one booking. */
export async function differencesOf(stripe: Stripe, bookingId: string): Promise<LedgerDifference[]> {
  const [entries, stripeFigures] = await Promise.all([bookingLedger(bookingId), stripeFiguresOf(stripe, bookingId)]);
  const ledger = figuresOf(entries);
  return RECONCILED_FIGURES.filter((figure) => ledger[figure] !== stripeFigures[figure]).map((figure) => ({
    booking_id: bookingId,
    figure,
    ledger: ledger[figure],
    stripe: stripeFigures[figure],
  }));
}

/** The bookings to compare: a movement in the window, or a Stripe charge of the last two days. */
async function bookingsToCheck(stripe: Stripe, now: Date): Promise<string[]> {
  const today = now.toISOString().slice(0, 10);
  const days = Array.from({ length: RECONCILE_WINDOW_DAYS + 1 }, (_, i) => addDays(today, -i));
  const ids = new Set<string>();
  for (const day of days) for (const id of await bookingsWithMovementsOn(day)) ids.add(id);
  const since = Math.floor(now.getTime() / 1000) - 2 * DAY_S;
  for await (const charge of stripe.charges.list({ created: { gte: since }, limit: 100 }))
    if (charge.transfer_group) ids.add(charge.transfer_group);
  return [...ids].sort();
}

export async function reconcileMoney(now: Date = new Date()): Promise<ReconciliationView> {
  const stripe = await stripeClient();
  const bookings = await bookingsToCheck(stripe, now);
  const differences: LedgerDifference[] = [];
  for (let i = 0; i < bookings.length; i += BOOKINGS_AT_ONCE) {
    const batch = bookings.slice(i, i + BOOKINGS_AT_ONCE);
    for (const found of await Promise.all(batch.map((id) => differencesOf(stripe, id)))) differences.push(...found);
  }
  const run = { ran_at: now.toISOString(), bookings_checked: bookings.length, differences };
  await recordReconciliation(run);
  // The alarm watches this count; that the job ran at all is its heartbeat's to say.
  countMetric('ledgerDifferences', differences.length);
  if (differences.length > 0) logger.error('The ledger and Stripe disagree', { differences });
  return run;
}
