import type { CustomerQuote } from '@schemas/quotes';
import type { BookedDay } from '@schemas/bookings';
import { toPublicMovingCompany } from '@functions/companies';
import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import { quoteEstimate, type QuoteItem } from '@functions/core/data/quote/quotes';
import { estimateViewOrNull } from '@schemas/estimate-totals';
import { earlierQuoteView, quoteOrigin, quotedInventoryVersion } from '@functions/quote-visibility';

/**
 * What the customer sees of a quote. Fields are picked one by one: the customer's own id and
 * the quoting user's id stay on the server. moving_company is null only if it was deleted.
 * The company's e-mail and phone are added only while the quote is BOOKED (spec section 2,
 * customer quote modal), and so is the booked day (the caller reads it from the booking).
 */
export function toCustomerQuote(
  quote: QuoteItem,
  company: MovingCompanyItem | null | undefined,
  bookedDay: BookedDay | null = null,
): CustomerQuote {
  return {
    id: quote.id,
    move_request_id: quote.move_request_id,
    moving_company_id: quote.moving_company_id,
    moving_company: company ? toPublicMovingCompany(company) : null,
    status: quote.status,
    price: quote.price ?? null,
    top_price: quote.top_price ?? null,
    description: quote.description ?? null,
    estimate: estimateViewOrNull(quoteEstimate(quote)),
    quoted_by_name: quote.quoted_by_name ?? null,
    moving_company_contact:
      company && quote.status === 'BOOKED' ? { email: company.email, phone: company.phone ?? null } : null,
    origin: quoteOrigin(quote),
    ...earlierQuoteView(quote),
    inventory_version: quotedInventoryVersion(quote),
    booked_day: quote.status === 'BOOKED' ? bookedDay : null,
    created_at: quote.created_at!,
    updated_at: quote.updated_at!,
  };
}
