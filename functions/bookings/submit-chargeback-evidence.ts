import { routes } from '@schemas/routes';
import { CHARGEBACK_MESSAGES, type ChargebackStatus } from '@schemas/chargeback-view';
import type { BookingPayment } from '@schemas/deposits';
import { bookingPaymentOf, updateBookingPayment } from '@functions/core/data/quote/booked-moves';
import { conflict, notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { logger } from '@functions/platform/logger';
import { stripeClient } from '@functions/platform/stripe';
import { stripeEvidenceOf } from './chargeback-evidence';
import { callersBooking } from './callers-booking';
import { evidenceBundleOf } from './get-evidence-bundle';
import { chargebackViewOf } from './views';

/**
 * POST /api/admin/bookings/{id}/evidence (ADMIN): sends the booking's evidence (the bundle of GET
 * on the same path, written as Stripe's text fields by chargeback-evidence.ts) with the admin's
 * note to the chargeback's Stripe dispute, and submits it to the bank (docs/payments-for-moves.md,
 * Disputes and chargebacks). Once: the booking's chargeback is claimed first (evidence_submitted_at,
 * conditional on the payment record read), so of two admins pressing at once one sends; a failure
 * at Stripe gives the claim back. Answers the chargeback as the booking now shows it.
 * Reads: the booked move, the company, the move request, the customer's profile, the move-day record.
 * Writes: the booked move's payment (twice: the claim, then the status Stripe answers).
 * Refusals (nothing sent): unknown booking 404; no chargeback 404; evidence sent already or the
 * dispute decided 409; a note over 2,000 characters 400; other roles 403 by role.
 */
export const submitChargebackEvidence: PlainHandler<typeof routes.submitChargebackEvidence> = async ({
  auth,
  params,
  body,
}) => {
  const { move } = await callersBooking(auth, params.id);
  const payment = bookingPaymentOf(move);
  const chargeback = payment?.chargeback;
  if (!payment || !chargeback) throw notFound(CHARGEBACK_MESSAGES.noChargeback);
  const claimedAt = new Date().toISOString();
  if (!(await claimSubmission(move.quote_id, chargeback.dispute_id, claimedAt)))
    throw conflict(CHARGEBACK_MESSAGES.notAwaitingEvidence);
  const bundle = await evidenceBundleOf(move);
  let status: ChargebackStatus;
  try {
    const dispute = await (
      await stripeClient()
    ).disputes.update(chargeback.dispute_id, {
      evidence: stripeEvidenceOf(bundle, body.note),
      metadata: { booking_id: payment.booking_id, quote_id: move.quote_id },
      submit: true,
    });
    status = dispute.status as ChargebackStatus;
  } catch (error) {
    await setSubmission(move.quote_id, chargeback.dispute_id, (current) => ({
      ...current,
      evidence_submitted_at: null,
    }));
    throw error;
  }
  const after = await setSubmission(move.quote_id, chargeback.dispute_id, (current) => ({ ...current, status }));
  logger.info('Chargeback evidence sent to Stripe', { quoteId: move.quote_id, disputeId: chargeback.dispute_id });
  return chargebackViewOf(after?.chargeback)!;
};

type Chargeback = NonNullable<BookingPayment['chargeback']>;

/** Changes this dispute's chargeback on the booking (none when the booking's chargeback is another dispute's). */
const setSubmission = (quoteId: string, disputeId: string, change: (chargeback: Chargeback) => Chargeback) =>
  updateBookingPayment(quoteId, (current) =>
    current.chargeback?.dispute_id === disputeId ? { ...current, chargeback: change(current.chargeback) } : null,
  );

/** Marks the evidence sent if it is still awaited; true when this call did. */
async function claimSubmission(quoteId: string, disputeId: string, at: string): Promise<boolean> {
  let claimed = false;
  await updateBookingPayment(quoteId, (current) => {
    claimed = false;
    const chargeback = current.chargeback;
    if (
      chargeback?.dispute_id !== disputeId ||
      chargeback.status !== 'needs_response' ||
      chargeback.evidence_submitted_at
    )
      return null;
    claimed = true;
    return { ...current, chargeback: { ...chargeback, evidence_submitted_at: at } };
  });
  return claimed;
}

export const handler = httpHandler(routes.submitChargebackEvidence, submitChargebackEvidence);
