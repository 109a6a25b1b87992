import type { PublicMovingCompany } from '../../schemas/companies';
import type { CustomerQuote } from '../../schemas/quotes';
import type { QuoteItem } from '../core/data/quotes';

/**
 * What the customer sees of a quote. Fields are picked one by one: the customer's own id and
 * the quoting user's id stay on the server. company is null only if it was deleted.
 */
export function toCustomerQuote(quote: QuoteItem, company: PublicMovingCompany | null): CustomerQuote {
  return {
    id: quote.id,
    move_request_id: quote.move_request_id,
    moving_company_id: quote.moving_company_id,
    moving_company: company,
    status: quote.status,
    price: quote.price ?? null,
    top_price: quote.top_price ?? null,
    description: quote.description ?? null,
    quoted_by_name: quote.quoted_by_name ?? null,
    created_at: quote.created_at!,
    updated_at: quote.updated_at!,
  };
}
