import { eventHandler } from '@functions/core/event-handler';
import { findQuoteById, findQuoteOf } from '@functions/core/data/quotes';
import { HttpError } from '@functions/core/http/errors';
import { logger } from '@functions/core/logger';
import { bookableCompany, bookOnce } from './booking';

/**
 * On ConciergeFeePaid (the $99 checkout of a concierge booking was paid): books the quote the
 * customer approved, with the same rules as POST /quote/{id}/book. Delivered more than once
 * (the webhook and the redirect may both publish it), it books once: a second run finds the
 * quote BOOKED. A booking no longer possible (the customer booked elsewhere meanwhile, the
 * quote changed) is logged, not retried. Reads: gsi3 QUOTE#<id>, the quote, COMPANY#<id>.
 * Writes: the booking transaction (bookings.ts).
 */
export const handler = eventHandler('ConciergeFeePaid', async ({ quoteId, customerId }) => {
  const keys = await findQuoteById(quoteId);
  const quote = keys && (await findQuoteOf(keys.move_request_id, keys.moving_company_id));
  if (!quote || quote.customer_id !== customerId) {
    logger.warn('Concierge fee paid for an unknown quote', { quoteId, customerId });
    return;
  }
  if (quote.status === 'BOOKED') return;
  try {
    await bookOnce(quote, await bookableCompany(quote));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    logger.warn('Concierge booking not possible after payment', { quoteId, reason: error.message });
  }
});
