import type { QuoteStatus } from '@schemas/enums';
import type { QuoteItem } from '@functions/core/data/quote/quotes';

/**
 * The status the company sees (lead manager chip, its quote answers, analytics): BOOKED once
 * the customer booked it or the company marked it booked; else the stored status. Never use it
 * for the contact reveal or the booking lock, which follow `status === 'BOOKED'` alone.
 */
export function companyStatus(quote: Pick<QuoteItem, 'status' | 'company_marked_booked_at'>): QuoteStatus {
  return quote.company_marked_booked_at ? 'BOOKED' : quote.status;
}

/**
 * The company marked the quote booked and the customer has not confirmed it with their own
 * booking (nor turned it down): the company's BOOKED is still only its own record.
 */
export function awaitsCustomerConfirmation(
  quote: Pick<QuoteItem, 'status' | 'company_marked_booked_at' | 'customer_not_interested_at'>,
): boolean {
  return (
    Boolean(quote.company_marked_booked_at) && quote.status === 'INVITED_TO_BOOK' && !quote.customer_not_interested_at
  );
}
