import type { CustomerQuote } from '@schemas/quotes';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { findQuoteById, findQuoteOf, type QuoteItem } from '@functions/core/data/quote/quotes';
import { customerSideOf } from '@functions/quote-visibility';
import type { AuthContext } from '@functions/platform/http/auth-context';
import { notFound } from '@functions/platform/http/errors';
import { toCustomerQuote } from './views';

export const QUOTE_NOT_FOUND = 'Quote not found';

/**
 * The calling customer's own quote for /quote/{id}/... routes: the quote by id (access pattern M6) gives the
 * keys (readOnly, so never stale), then a consistent GetItem on the main key gives the
 * current status. Unknown or another customer's quote: the same 404, so ids are not confirmed.
 */
export async function callersQuote(auth: AuthContext, quoteId: string): Promise<QuoteItem> {
  const keys = await findQuoteById(quoteId);
  if (!keys || keys.customer_id !== auth.userId) throw notFound(QUOTE_NOT_FOUND);
  const stored = await findQuoteOf(keys.move_request_id, keys.moving_company_id);
  // A payment-pending quote is the customer's request as it was (or, unasked, unknown to them).
  const quote = stored && customerSideOf(stored);
  if (!quote || quote.customer_id !== auth.userId) throw notFound(QUOTE_NOT_FOUND);
  return quote;
}

/** The answer after a write to the customer's quote: the quote read again (consistent) with its company. */
export async function customerQuoteAfterWrite(quote: QuoteItem): Promise<CustomerQuote> {
  const [stored, company] = await Promise.all([
    findQuoteOf(quote.move_request_id, quote.moving_company_id),
    findCompany(quote.moving_company_id),
  ]);
  return toCustomerQuote(customerSideOf(stored!) ?? quote, company);
}
