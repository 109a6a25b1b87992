import type Stripe from 'stripe';
import { isOpenChargeback, type ChargebackStatus } from '@schemas/chargeback-view';
import type { BookingChargeback, BookingPayment } from '@schemas/deposits';
import type { TransferPart } from '@schemas/payouts';
import { closeChargebackItem, fileChargeback } from '@functions/core/data/payments/chargebacks';
import {
  bookingPaymentOf,
  findBookedMove,
  updateBookingPayment,
  type BookedMoveItem,
} from '@functions/core/data/quote/booked-moves';
import { publishEvent } from '@functions/platform/events';
import { logger } from '@functions/platform/logger';
import { stripeClient } from '@functions/platform/stripe';

/*
 * Chargebacks on protected-payment bookings (docs/payments-for-moves.md, Disputes and chargebacks). The
 * customer's bank disputes a charge: the booking is flagged (its payment's `chargeback`, the
 * admin's CHARGEBACKS list) and no money of the booking goes to the company while the dispute is
 * open (mover-transfers.ts). Won, what is due is paid; lost, a transfer already made of that
 * charge is reversed and that charge is never paid out.
 */

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);
const isoOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

interface DisputedBooking {
  move: BookedMoveItem;
  payment: BookingPayment;
  part: TransferPart | null;
}

/** The booking whose charge is disputed: the payment intent names its quote (payment_intent_data.metadata). */
async function disputedBooking(stripe: Stripe, dispute: Stripe.Dispute): Promise<DisputedBooking | null> {
  const paymentIntentId = idOf(dispute.payment_intent);
  if (!paymentIntentId) return null;
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
  const quoteId = intent.metadata?.quote_id;
  const move = quoteId ? await findBookedMove(quoteId) : null;
  const payment = move && bookingPaymentOf(move);
  if (!move || !payment) return null;
  const part =
    paymentIntentId === payment.payment_intent
      ? 'deposit'
      : paymentIntentId === payment.hold?.payment_intent
        ? 'balance'
        : null;
  return { move, payment, part };
}

function chargebackOf(dispute: Stripe.Dispute, part: TransferPart | null): BookingChargeback {
  return {
    dispute_id: dispute.id,
    charge: idOf(dispute.charge) ?? '',
    part,
    amount: dispute.amount / 100,
    reason: dispute.reason,
    status: dispute.status as ChargebackStatus,
    opened_at: isoOf(dispute.created),
    evidence_due_by: isoOf(dispute.evidence_details?.due_by ?? dispute.created),
    evidence_submitted_at: null,
    closed_at: null,
  };
}

/** charge.dispute.created: flags the booking and files the chargeback for the admin. */
export async function onChargebackOpened(dispute: Stripe.Dispute): Promise<void> {
  const found = await disputedBooking(await stripeClient(), dispute);
  if (!found) {
    logger.warn('A chargeback on a charge that is no booking: left to the Stripe dashboard', { disputeId: dispute.id });
    return;
  }
  const chargeback = chargebackOf(dispute, found.part);
  await updateBookingPayment(found.move.quote_id, (current) =>
    current.chargeback?.dispute_id === dispute.id ? null : { ...current, chargeback },
  );
  await fileChargeback({
    opened_at: chargeback.opened_at,
    dispute_id: dispute.id,
    quote_id: found.move.quote_id,
    booking_id: found.payment.booking_id,
    amount: chargeback.amount,
    reason: chargeback.reason,
    status: chargeback.status,
    evidence_due_by: chargeback.evidence_due_by,
  });
  logger.warn('Chargeback on a booking: its money is held', { bookingId: found.payment.booking_id, part: found.part });
}

/** charge.dispute.closed: won pays the company what is due; lost takes back a transfer of that charge. */
export async function onChargebackClosed(dispute: Stripe.Dispute): Promise<void> {
  const stripe = await stripeClient();
  const found = await disputedBooking(stripe, dispute);
  if (!found) return;
  const status = dispute.status as ChargebackStatus;
  if (isOpenChargeback(status)) return;
  const closedAt = new Date().toISOString();
  const chargeback = {
    ...chargebackOf(dispute, found.part),
    evidence_submitted_at: found.payment.chargeback?.evidence_submitted_at ?? null,
    status,
    closed_at: closedAt,
  };
  const reversed = status === 'lost' ? await reverseTransferOf(stripe, found.payment, found.part, dispute.id) : null;
  await updateBookingPayment(found.move.quote_id, (current) => ({
    ...current,
    chargeback,
    ...(current.transfers
      ? { transfers: current.transfers.map((t) => (t.transfer_id === reversed ? { ...t, reversed: t.amount } : t)) }
      : {}),
  }));
  await closeChargebackItem(chargeback.opened_at, dispute.id, status, closedAt);
  if (status === 'won') await publishEvent('MoverPayoutDue', { quoteId: found.move.quote_id });
}

/** A lost chargeback of a charge already paid out: the transfer is reversed (once: the dispute is the key). */
async function reverseTransferOf(
  stripe: Stripe,
  payment: BookingPayment,
  part: TransferPart | null,
  disputeId: string,
): Promise<string | null> {
  const made = payment.transfers?.find((t) => t.part === part);
  if (!made || made.reversed) return null;
  await stripe.transfers.createReversal(
    made.transfer_id,
    { amount: Math.round(made.amount * 100), metadata: { dispute_id: disputeId } },
    { idempotencyKey: `reverse-${disputeId}` },
  );
  return made.transfer_id;
}
