import type { BookingPayment } from './deposits';
import type { LedgerEntry } from './money-ledger';

/*
 * The movements of money a change of a booking's payment record stands for (the record before
 * and after one write): the ledger books them in the same transaction as the record
 * (functions/core/data/quote/booked-moves.ts, updateBookingPayment). Each entry's id is its kind
 * and Stripe's object, so the same movement is never booked twice.
 */

const cents = (dollars: number) => Math.round(dollars * 100);

type Draft = Omit<LedgerEntry, 'booking_id' | 'at' | 'fee' | 'part' | 'outcome'> &
  Partial<Pick<LedgerEntry, 'fee' | 'part' | 'outcome'>>;

/** The deposit charged at checkout: booked when the payment arrives, before (or without) a booking. */
export function depositCharged(bookingId: string, paymentIntent: string, depositDollars: number, at: string) {
  return entry(bookingId, at, {
    entry_id: `charge#${paymentIntent}`,
    kind: 'charge',
    amount: cents(depositDollars),
    part: 'deposit',
    stripe_id: paymentIntent,
  });
}

/** A deposit refunded before any booking was made of it (the booking could not be made). */
export function depositRefunded(bookingId: string, refundId: string, depositDollars: number, at: string) {
  return entry(bookingId, at, {
    entry_id: `refund#${refundId}`,
    kind: 'refund',
    amount: cents(depositDollars),
    part: 'deposit',
    stripe_id: refundId,
  });
}

function entry(bookingId: string, at: string, draft: Draft): LedgerEntry {
  return { fee: 0, part: null, outcome: null, ...draft, booking_id: bookingId, at };
}

/** What happened to the money between two versions of a booking's payment record. */
export function movementsBetween(before: BookingPayment, after: BookingPayment, at: string): LedgerEntry[] {
  const made = (draft: Draft) => entry(after.booking_id, at, draft);
  return [
    ...holdMovements(before, after, made),
    ...refundMovements(before, after, made),
    ...transferMovements(before, after, made),
    ...disputeMovements(before, after, made),
  ];
}

type Make = (draft: Draft) => LedgerEntry;

function holdMovements(before: BookingPayment, after: BookingPayment, made: Make): LedgerEntry[] {
  const out: LedgerEntry[] = [];
  const old = before.hold;
  const now = after.hold;
  const ended = (hold: NonNullable<BookingPayment['hold']>) =>
    made({
      entry_id: `authorization_end#${hold.payment_intent}`,
      kind: 'authorization_end',
      amount: cents(hold.amount),
      part: 'balance',
      stripe_id: hold.payment_intent,
    });
  // An uncaptured hold replaced or dropped was released.
  if (old && !old.direct && !before.capture && old.payment_intent !== now?.payment_intent) out.push(ended(old));
  if (now && !now.direct && old?.payment_intent !== now.payment_intent)
    out.push(
      made({
        entry_id: `authorization#${now.payment_intent}`,
        kind: 'authorization',
        amount: cents(now.amount),
        part: 'balance',
        stripe_id: now.payment_intent,
      }),
    );
  if (now && after.capture && !before.capture) {
    // A hold ends at completion whatever is captured of it; a direct charge was never a hold.
    if (!now.direct) out.push(ended(now));
    if (after.capture.amount > 0)
      out.push(
        made({
          entry_id: `charge#${now.payment_intent}`,
          kind: 'charge',
          amount: cents(after.capture.amount),
          part: 'balance',
          stripe_id: now.payment_intent,
        }),
      );
  }
  return out;
}

function refundMovements(before: BookingPayment, after: BookingPayment, made: Make): LedgerEntry[] {
  const excess = after.deposit_excess_refund;
  const earlier = new Set((before.dispute_refunds ?? []).map((refund) => refund.refund_id));
  const partRefunds = [
    ...(excess && !before.deposit_excess_refund ? [{ ...excess, part: 'deposit' as const }] : []),
    ...(after.dispute_refunds ?? []).filter((refund) => !earlier.has(refund.refund_id)),
  ];
  const partRefundEntries = partRefunds.map((refund) =>
    made({
      entry_id: `refund#${refund.refund_id}`,
      kind: 'refund',
      amount: cents(refund.amount),
      part: refund.part,
      stripe_id: refund.refund_id,
    }),
  );
  if (!after.deposit_refund_id || before.deposit_refund_id) return partRefundEntries;
  // A refund made before this record existed (the id is not Stripe's) is booked under the booking.
  const stripeId = after.deposit_refund_id.startsWith('re_')
    ? after.deposit_refund_id
    : (after.payment_intent ?? after.booking_id);
  return [
    made({
      entry_id: `refund#${stripeId}`,
      kind: 'refund',
      amount: cents(after.deposit),
      part: 'deposit',
      stripe_id: stripeId,
    }),
    ...partRefundEntries,
  ];
}

function transferMovements(before: BookingPayment, after: BookingPayment, made: Make): LedgerEntry[] {
  const out: LedgerEntry[] = [];
  const earlier = new Map((before.transfers ?? []).map((t) => [t.transfer_id, t]));
  for (const transfer of after.transfers ?? []) {
    const was = earlier.get(transfer.transfer_id);
    if (!was)
      out.push(
        made({
          entry_id: `transfer#${transfer.transfer_id}`,
          kind: 'transfer',
          amount: cents(transfer.amount),
          fee: cents(transfer.fee),
          part: transfer.part,
          stripe_id: transfer.transfer_id,
        }),
      );
    const reversed = cents(transfer.reversed ?? 0) - cents(was?.reversed ?? 0);
    if (reversed > 0) {
      // The fee of what is taken back is MoveMatch's no longer.
      const feeBack = Math.round((cents(transfer.fee) * reversed) / Math.max(cents(transfer.amount), 1));
      out.push(
        made({
          entry_id: `transfer_reversal#${transfer.transfer_id}#${cents(transfer.reversed ?? 0)}`,
          kind: 'transfer_reversal',
          amount: reversed,
          fee: feeBack,
          part: transfer.part,
          stripe_id: transfer.transfer_id,
        }),
      );
    }
  }
  return out;
}

const isOpen = (status: string) => status === 'needs_response' || status === 'under_review';

function disputeMovements(before: BookingPayment, after: BookingPayment, made: Make): LedgerEntry[] {
  const now = after.chargeback;
  if (!now) return [];
  const was = before.chargeback?.dispute_id === now.dispute_id ? before.chargeback : undefined;
  const out: LedgerEntry[] = [];
  const amount = cents(now.amount);
  if (!was)
    out.push(
      made({
        entry_id: `dispute_opened#${now.dispute_id}`,
        kind: 'dispute_opened',
        amount,
        part: now.part,
        stripe_id: now.dispute_id,
      }),
    );
  if (!isOpen(now.status) && (!was || isOpen(was.status)))
    out.push(
      made({
        entry_id: `dispute_closed#${now.dispute_id}`,
        kind: 'dispute_closed',
        amount,
        part: now.part,
        stripe_id: now.dispute_id,
        outcome: now.status === 'lost' ? 'lost' : 'won',
      }),
    );
  return out;
}
