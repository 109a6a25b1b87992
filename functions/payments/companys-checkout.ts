import type Stripe from 'stripe';
import { PAYMENT_MESSAGES } from '@schemas/payments';
import { findCheckoutSession, type CheckoutSessionItem } from '@functions/core/data/payments/checkout-sessions';
import { forbidden, notFound } from '@functions/platform/http/errors';
import { isStripeMissing, stripeClient } from '@functions/platform/stripe';

/**
 * A checkout the browser came back from: our record of it (404 when we never opened it, 403
 * when it is another company's) and the session as Stripe has it now (the browser's word on
 * the payment is never taken).
 */
export async function companysCheckout(
  companyId: string,
  sessionId: string,
): Promise<{ record: CheckoutSessionItem; session: Stripe.Checkout.Session }> {
  const record = await findCheckoutSession(sessionId);
  if (!record || !record.moving_company_id) throw notFound(PAYMENT_MESSAGES.sessionNotFound);
  if (record.moving_company_id !== companyId) throw forbidden(PAYMENT_MESSAGES.sessionOfAnotherCompany);
  try {
    const session = await (await stripeClient()).checkout.sessions.retrieve(sessionId);
    return { record, session };
  } catch (error) {
    if (isStripeMissing(error)) throw notFound(PAYMENT_MESSAGES.sessionNotFound);
    throw error;
  }
}
