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
