import type Stripe from 'stripe';
import type { BookingPayment, MoverTransfer } from '@schemas/deposits';
import { moverShareOf, type TransferPart } from '@schemas/payouts';
import { CHARGEBACK_MESSAGES, isOpenChargeback } from '@schemas/chargeback-view';
import { findPayoutAccount } from '@functions/core/data/payments/payout-accounts';
import {
  bookingPaymentOf,
  findBookedMove,
  updateBookingPayment,
  type BookedMoveItem,
} from '@functions/core/data/quote/booked-moves';
import { logger } from '@functions/platform/logger';
import { stripeClient } from '@functions/platform/stripe';

/** A charge of the booking whose money is the company's now. */
interface DuePart {
  part: TransferPart;
  paymentIntent: string;
  /** Cents the customer paid through this charge. */
  charged: number;
}

const dollars = (cents: number) => cents / 100;

/**
 * What of a protected-payment booking is the company's: the deposit once the move is completed
 * or the customer cancelled after the free-cancellation day, and what was captured of the
 * balance hold at completion. A refunded deposit is nobody's to transfer.
 */
function dueParts(move: BookedMoveItem, payment: BookingPayment): DuePart[] {
  const parts: DuePart[] = [];
  const completed = move.stage === 'COMPLETED';
  // A final price below the deposit: the company is owed the final price only.
  const ofDeposit = completed ? Math.min(payment.deposit, move.final_price ?? payment.deposit) : payment.deposit;
  if (payment.payment_intent && !payment.deposit_refunded_at && (completed || payment.deposit_kept_at) && ofDeposit > 0)
    parts.push({ part: 'deposit', paymentIntent: payment.payment_intent, charged: Math.round(ofDeposit * 100) });
  // A dispute resolved below the capture refunded part of it: that part is the customer's.
  const balanceRefunded = (payment.dispute_refunds ?? [])
    .filter((refund) => refund.part === 'balance')
    .reduce((sum, refund) => sum + refund.amount, 0);
  const balance = payment.capture ? Math.round((payment.capture.amount - balanceRefunded) * 100) : 0;
  if (completed && payment.hold && balance > 0)
    parts.push({ part: 'balance', paymentIntent: payment.hold.payment_intent, charged: balance });
  return parts;
}

/**
 * Pays the company what is due of a protected-payment booking (docs/payments-for-moves.md, Paying the
 * mover): one transfer per charge to its payout account, less MoveMatch's fee
 * (PLATFORM_FEE_SHARE), `source_transaction` the charge (Stripe pays it from that charge's money
 * once available) and `transfer_group` the booking id. The Idempotency-Key is the booking and the
 * part, so a repeated event transfers once; each transfer is recorded on the booked move. A
 * company without enabled payouts, or a transfer Stripe refuses, is recorded for the admin and
 * thrown, so the event is delivered again. While a chargeback is open nothing is transferred
 * (its close, won, asks again); the charge of a lost chargeback is never paid out.
 */
export async function payMover(quoteId: string, now: Date = new Date()): Promise<MoverTransfer[]> {
  const move = await findBookedMove(quoteId);
  const payment = move && bookingPaymentOf(move);
  if (!move || !payment) return [];
  const chargeback = payment.chargeback;
  if (chargeback && isOpenChargeback(chargeback.status)) {
    // The bank holds the money until it decides: nothing goes out; a won dispute asks again.
    await updateBookingPayment(move.quote_id, (current) => ({
      ...current,
      transfer_failed_at: now.toISOString(),
      transfer_failure: CHARGEBACK_MESSAGES.held,
    }));
    return [];
  }
  const lost = chargeback?.status === 'lost' ? chargeback.part : null;
  const done = new Set((payment.transfers ?? []).map((t) => t.part));
  const due = dueParts(move, payment).filter((p) => !done.has(p.part) && p.part !== lost);
  if (due.length === 0) return [];
  const account = await findPayoutAccount(move.moving_company_id);
  if (account?.status !== 'ENABLED') {
    await recordFailure(move, payment, 'The company has no payout account that can take transfers.', now);
    throw new Error(`Company ${move.moving_company_id} cannot take transfers (booking ${payment.booking_id})`);
  }
  const stripe = await stripeClient();
  const made: MoverTransfer[] = [];
  try {
    for (const part of due) made.push(await transfer(stripe, move, payment, part, account.stripe_account_id, now));
  } catch (error) {
    await recordFailure(move, payment, String(error), now, made);
    throw error;
  }
  await updateBookingPayment(move.quote_id, (current) => {
    const { transfer_failed_at: _at, transfer_failure: _why, ...rest } = current;
    return { ...rest, transfers: withTransfers(current, made) };
  });
  logger.info('Mover paid', { bookingId: payment.booking_id, transfers: made.map((t) => t.transfer_id) });
  return made;
}

async function transfer(
  stripe: Stripe,
  move: BookedMoveItem,
  payment: BookingPayment,
  due: DuePart,
  destination: string,
  now: Date,
): Promise<MoverTransfer> {
  const intent = await stripe.paymentIntents.retrieve(due.paymentIntent);
  const charge = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id;
  const { transfer: amount, fee } = moverShareOf(due.charged);
  const made = await stripe.transfers.create(
    {
      amount,
      currency: 'usd',
      destination,
      transfer_group: payment.booking_id,
      ...(charge ? { source_transaction: charge } : {}),
      metadata: {
        quote_id: move.quote_id,
        move_day: move.move_day,
        part: due.part,
        charged: String(due.charged),
        fee: String(fee),
      },
    },
    { idempotencyKey: `transfer-${due.part}-${payment.booking_id}` },
  );
  return {
    part: due.part,
    transfer_id: made.id,
    charged: dollars(due.charged),
    fee: dollars(fee),
    amount: dollars(amount),
    transferred_at: now.toISOString(),
  };
}

/** The transfers recorded, with those just made (a transfer already recorded is kept once). */
function withTransfers(payment: BookingPayment, made: MoverTransfer[]): MoverTransfer[] {
  const known = new Set((payment.transfers ?? []).map((t) => t.transfer_id));
  return [...(payment.transfers ?? []), ...made.filter((t) => !known.has(t.transfer_id))];
}

/** Why the company was not paid, with any transfer made before the failure. */
async function recordFailure(
  move: BookedMoveItem,
  payment: BookingPayment,
  why: string,
  now: Date,
  made: MoverTransfer[] = [],
) {
  logger.error('Mover not paid', { bookingId: payment.booking_id, why });
  await updateBookingPayment(move.quote_id, (current) => ({
    ...current,
    ...(made.length > 0 ? { transfers: withTransfers(current, made) } : {}),
    transfer_failed_at: now.toISOString(),
    transfer_failure: why,
  }));
}
