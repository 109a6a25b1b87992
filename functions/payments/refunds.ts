import { countMetric } from '@functions/platform/metrics';
import { stripeClient } from '@functions/platform/stripe';

/**
 * Refunds a payment at Stripe once (the whole of it, or `amount` cents): the Idempotency-Key makes a repeated call (a retried
 * event, a second delivery) answer the first refund instead of refunding again, and a payment
 * already refunded in full (by another key, or by hand in the dashboard) counts as done.
 * Answers the refund's id, or null when Stripe says it was refunded before.
 */
export async function refundPaymentOnce(input: {
  paymentIntentId: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
  /** Cents to refund; the whole payment when left out. */
  amount?: number;
}): Promise<string | null> {
  const stripe = await stripeClient();
  try {
    const refund = await stripe.refunds.create(
      {
        payment_intent: input.paymentIntentId,
        reason: 'requested_by_customer',
        metadata: input.metadata,
        ...(input.amount ? { amount: input.amount } : {}),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    countMetric('refunds');
    return refund.id;
  } catch (error) {
    if ((error as { code?: string }).code === 'charge_already_refunded') return null;
    throw error;
  }
}
