import { findOpenConciergeCheckout, setConciergeNotice } from '@functions/core/data/payments/concierge-checkouts';
import type { QuoteItem } from '@functions/core/data/quote/quotes';
import { logger } from '@functions/platform/logger';
import { stripeClient } from '@functions/platform/stripe';

/**
 * A company changed the terms of a quote. If the customer's open concierge checkout pays for
 * that quote, it is expired at Stripe (it can no longer be paid) and the customer is told on
 * /quotes that the quote changed. A payment that got through first is caught when it lands:
 * the booking is made only at the approved terms, else refunded (quotes/book-paid-concierge-quote.ts).
 * Never throws: the edit is stored and answered; if Stripe cannot be reached, that net remains.
 */
export async function cancelConciergeCheckoutOfChangedQuote(
  quote: Pick<QuoteItem, 'id' | 'customer_id'>,
): Promise<void> {
  try {
    await cancelCheckout(quote);
  } catch (error) {
    logger.error('Concierge checkout of a changed quote not expired', { quoteId: quote.id, error });
  }
}

async function cancelCheckout(quote: Pick<QuoteItem, 'id' | 'customer_id'>) {
  const open = await findOpenConciergeCheckout(quote.customer_id);
  if (!open || open.quote_id !== quote.id || open.outcome) return;
  if (!(await expireIfOpen(open.session_id))) return;
  logger.info('Concierge checkout expired: the quote changed after Book', {
    quoteId: quote.id,
    sessionId: open.session_id,
  });
  await setConciergeNotice(quote.customer_id, {
    outcome: 'checkout_cancelled',
    reason: 'quote_changed',
    company_name: open.company_name,
    quote_id: quote.id,
  });
}

/** True when this call expired the session; false when it was paid or expired already. */
async function expireIfOpen(sessionId: string): Promise<boolean> {
  const stripe = await stripeClient();
  try {
    await stripe.checkout.sessions.expire(sessionId);
    return true;
  } catch (error) {
    if ((error as { type?: string }).type === 'StripeInvalidRequestError') return false;
    throw error;
  }
}
