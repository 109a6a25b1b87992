import { quoteEntity, type QuoteItem } from './quotes';

/**
 * Whether the customer asked this company for the quote. Quotes stored before
 * asked_by_customer existed count as asked while they are, or were before a payment-pending
 * send, a request (QUOTE_REQUESTED); any other old quote is taken as not asked.
 */
export function isAskedByCustomer(
  quote: Pick<QuoteItem, 'asked_by_customer' | 'status' | 'pending_from_status'>,
): boolean {
  if (quote.asked_by_customer !== undefined) return quote.asked_by_customer;
  return quote.status === 'QUOTE_REQUESTED' || quote.pending_from_status === 'QUOTE_REQUESTED';
}

/**
 * The moves whose customer asked this company for a quote (isAskedByCustomer), oldest request
 * first: access pattern M7 (Query gsi2 of the company's quotes), every page, filtered on the
 * ask and reading only what the rule needs. It reads each of the company's quotes once (a filter
 * does not narrow what a Query reads): cheap while a company's quotes number in the hundreds.
 */
export async function movesRequestedFrom(companyId: string): Promise<string[]> {
  const { data } = await quoteEntity()
    .query.byCompany({ moving_company_id: companyId })
    .where(
      ({ asked_by_customer, status, pending_from_status }, { eq, notExists }) =>
        `${eq(asked_by_customer, true)} OR (${notExists(asked_by_customer)} AND (${eq(status, 'QUOTE_REQUESTED')} OR ${eq(pending_from_status, 'QUOTE_REQUESTED')}))`,
    )
    .go({ pages: 'all', attributes: ['move_request_id', 'asked_by_customer', 'status', 'pending_from_status'] });
  return data.filter(isAskedByCustomer).map((quote) => quote.move_request_id);
}
