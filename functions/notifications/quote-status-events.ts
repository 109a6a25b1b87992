import type { QuoteStatus } from '@schemas/enums';
import type { QuoteItem } from '@functions/core/data/quote/quotes';
import { publishEvent } from '@functions/platform/events';
import { logger } from '@functions/platform/logger';

/**
 * The kinds of QuoteStatusChanged (schemas/events.ts). 'marked_booked' is the company's 'Mark
 * as Booked' (the customer hears of it through QuoteMarkedBooked). 'expired' is never published:
 * expiry is derived from the move's dates when read, no write changes a quote's status then.
 * 'cancelled_by_company' is a company's cancellation of a booking (the customer hears of it
 * through BookingCancelledByCompany).
 */
export type QuoteChangeKind =
  | 'requested'
  | 'quoted'
  | 'updated'
  | 'booked'
  | 'cancelled'
  | 'cancelled_by_company'
  | 'requested_again'
  | 'marked_booked';

export interface QuoteStatusChange {
  from: QuoteStatus | null;
  to: QuoteStatus;
  change: QuoteChangeKind;
  /** A user id, or 'system'. */
  actorId: string;
}

type QuoteKeys = Pick<QuoteItem, 'id' | 'move_request_id' | 'customer_id' | 'moving_company_id'>;

/**
 * Publishes QuoteStatusChanged after the status write succeeded. A failing publish is logged,
 * not thrown: the change is stored and answered, and a 500 would only invite the caller to
 * repeat a write that already happened.
 */
export async function publishQuoteStatusChanged(quote: QuoteKeys, change: QuoteStatusChange): Promise<void> {
  try {
    await publishEvent('QuoteStatusChanged', {
      quoteId: quote.id,
      moveRequestId: quote.move_request_id,
      customerId: quote.customer_id,
      companyId: quote.moving_company_id,
      ...change,
    });
  } catch (error) {
    logger.error('QuoteStatusChanged not published', { quoteId: quote.id, change: change.change, error });
  }
}

/**
 * The status the customer saw before a company's send: a payment-pending quote was hidden, so
 * it was what it was before the company's send (a request) or nothing.
 */
export function customerVisibleStatus(quote: QuoteItem | null): QuoteStatus | null {
  if (!quote) return null;
  if (quote.payment_pending_since) return quote.pending_from_status ?? null;
  return quote.status;
}
