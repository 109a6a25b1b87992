import type { ConciergeStopReason } from '@schemas/concierge';
import {
  markConciergeRefunded,
  setConciergeNotice,
  type ConciergeCheckoutItem,
} from '@functions/core/data/payments/concierge-checkouts';
import { publishEvent } from '@functions/platform/events';
import { logger } from '@functions/platform/logger';
import { refundPaymentOnce } from '@functions/payments';
import { stripeClient } from '@functions/platform/stripe';

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/**
 * Gives the $99 of a session decided 'refunded' back through Stripe, then tells the customer
 * (the notice on /quotes and the ConciergeFeeRefunded e-mail). Each step may run again after a
 * failure (the event is retried): the refund's Idempotency-Key is the session id, the e-mail is
 * claimed per session, and `refunded_at` ends it.
 */
export async function refundConciergeFee(record: ConciergeCheckoutItem, reason: ConciergeStopReason): Promise<void> {
  if (record.refunded_at) return;
  const session = await (await stripeClient()).checkout.sessions.retrieve(record.session_id);
  const paymentIntentId = idOf(session.payment_intent);
  if (!paymentIntentId) throw new Error(`Concierge session ${record.session_id} has no payment to refund`);
  const refundId = await refundPaymentOnce({
    paymentIntentId,
    idempotencyKey: `concierge-refund-${record.session_id}`,
    metadata: {
      purpose: 'concierge',
      session_id: record.session_id,
      quote_id: record.quote_id,
      customer_id: record.customer_id,
      reason,
    },
  });
  const told = { company_name: record.company_name, quote_id: record.quote_id };
  await setConciergeNotice(record.customer_id, { outcome: 'refunded', reason, ...told });
  await publishEvent('ConciergeFeeRefunded', {
    customerId: record.customer_id,
    sessionId: record.session_id,
    quoteId: record.quote_id,
    companyName: record.company_name,
    reason,
  });
  await markConciergeRefunded(record.session_id, refundId ?? 'refunded-before');
  logger.warn('Concierge fee refunded: the booking could not be made', {
    sessionId: record.session_id,
    quoteId: record.quote_id,
    reason,
    refundId,
  });
}
