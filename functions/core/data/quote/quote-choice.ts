import { quoteEntity, type QuoteItem } from '@functions/core/data/quote/quotes';
import { statusIn } from '@functions/core/data/status-condition';
import { nowIso } from '@functions/core/data/table';
import { transactItem, type TransactItem } from '@functions/core/data/transact-write';

/** The statuses a quote the customer did not ask for can be turned down from (not booked, not cancelled). */
export const NOT_INTERESTED_FROM = ['QUOTED', 'INVITED_TO_BOOK'] as const;

/**
 * The customer's 'Not interested' on the quote: customer_not_interested_at set once, only on a
 * quote the company sent unasked (asked_by_customer = false) that is still QUOTED or
 * INVITED_TO_BOOK. Of parallel calls exactly one passes its condition; a refund of the
 * company's token for the lead joins the same transaction (lead-payments).
 */
export function notInterestedItem(quote: Pick<QuoteItem, 'move_request_id' | 'moving_company_id'>): TransactItem {
  return transactItem(
    quoteEntity()
      .patch({ move_request_id: quote.move_request_id, moving_company_id: quote.moving_company_id })
      .set({ customer_not_interested_at: nowIso() })
      .where(
        (attr, op) => `${op.notExists(attr.customer_not_interested_at)} AND ${op.eq(attr.asked_by_customer, false)}`,
      )
      .where(statusIn(NOT_INTERESTED_FROM)),
  );
}
