import type { CompanyQuote } from '@schemas/company-quotes';
import { openTokenRefillCheckout } from '@functions/payments';
import type { QuoteItem } from '@functions/core/data/quote/quotes';
import { logger } from '@functions/platform/logger';
import { toCompanyQuote } from './views';

/** Where the refill checkout returns to: the lead manager, where the pending quote shows. */
const REFILL_RETURN_PATH = '/manage-leads';

/**
 * The answer to a send: the quote as its company sees it and, when it was stored
 * payment-pending (no token left), paymentPending with a refill checkout to pay for it
 * (spec section 7); the client shows the info note and goes there after 3 s. The quote is
 * stored either way: if the payment provider cannot open a checkout now, the answer still says
 * pending (the refill button on the profile opens one later) rather than failing the send.
 */
export async function sentQuoteAnswer(quote: QuoteItem, userId: string): Promise<CompanyQuote> {
  const answer = toCompanyQuote(quote);
  if (!quote.payment_pending_since) return answer;
  try {
    return {
      ...answer,
      paymentPending: true,
      checkoutUrl: await openTokenRefillCheckout(quote.moving_company_id, userId, REFILL_RETURN_PATH),
    };
  } catch (error) {
    logger.error('Refill checkout for a payment-pending quote failed', { quoteId: quote.id, error });
    return { ...answer, paymentPending: true };
  }
}
