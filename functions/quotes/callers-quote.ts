import { findQuoteById, findQuoteOf, type QuoteItem } from '@functions/core/data/quotes';
import type { AuthContext } from '@functions/core/http/auth-context';
import { notFound } from '@functions/core/http/errors';

export const QUOTE_NOT_FOUND = 'Quote not found';

/**
 * The calling customer's own quote for /quote/{id}/... routes: gsi3 QUOTE#<id> gives the
 * keys (readOnly, so never stale), then a consistent GetItem on the main key gives the
 * current status. Unknown or another customer's quote: the same 404, so ids are not confirmed.
 */
export async function callersQuote(auth: AuthContext, quoteId: string): Promise<QuoteItem> {
  const keys = await findQuoteById(quoteId);
  if (!keys || keys.customer_id !== auth.userId) throw notFound(QUOTE_NOT_FOUND);
  const quote = await findQuoteOf(keys.move_request_id, keys.moving_company_id);
  if (!quote || quote.customer_id !== auth.userId) throw notFound(QUOTE_NOT_FOUND);
  return quote;
}
