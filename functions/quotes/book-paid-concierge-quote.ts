import {
  approvedBooking,
  bookPaidConciergeQuote,
  decideConciergeRefund,
  findConciergeCheckout,
  type ConciergeCheckoutItem,
} from '@functions/core/data/payments/concierge-checkouts';
import { findUser } from '@functions/core/data/user/users';
import { eventHandler } from '@functions/platform/event-handler';
import { logger } from '@functions/platform/logger';
import { refundConciergeFee } from './concierge-refund';
import { paidQuoteNow } from './concierge-stop-reason';
import { publishBooked } from './booking';

/** Rounds of 'another delivery decided first, read again' before giving up to the event's retry. */
const SETTLE_ROUNDS = 3;

/**
 * On ConciergeFeePaid (a concierge customer's $99 checkout was paid): the $99 pays for the
 * booking the customer approved, or it is refunded. The quote is booked, with the rules of
 * POST /quote/{id}/book, only while its price, range end, description and estimate are those recorded
 * when the customer pressed Book (the concierge checkout terms), on the day and window they chose
 * while the company still has a crew that day: conditions in the booking's
 * transaction, which also decides the session 'booked' and marks the fee paid. When it cannot
 * be made (the quote changed, the company is unverified, the quote is no longer bookable, the
 * customer holds a booking, the move was withdrawn) the session is decided 'refunded' and the
 * $99 given back through Stripe at once (concierge-refund.ts). Delivered twice (the webhook's
 * completed and async events, EventBridge's retries), the session's decision is taken once.
 */
export const handler = eventHandler('ConciergeFeePaid', async ({ sessionId, quoteId }) => {
  let record = await findConciergeCheckout(sessionId);
  if (!record) {
    logger.warn('Concierge fee paid for a checkout we never recorded', { sessionId, quoteId });
    return;
  }
  for (let round = 0; round < SETTLE_ROUNDS; round++) {
    if (record.outcome === 'booked') return;
    if (record.outcome === 'refunded') return refundConciergeFee(record, record.reason ?? 'quote_unavailable');
    if (await settle(record)) return;
    record = (await findConciergeCheckout(sessionId))!;
  }
  throw new Error(`Concierge checkout ${sessionId} still undecided`);
});

/** Books or refunds; false when another delivery decided the session first (read it again). */
async function settle(record: ConciergeCheckoutItem): Promise<boolean> {
  const paid = await paidQuoteNow(record);
  let reason = paid.reason;
  if (!reason && paid.quote) {
    const customer = await findUser(record.customer_id);
    const plan = approvedBooking(record, paid.crewsPerDay)!;
    const booked = await bookPaidConciergeQuote(record, paid.quote, plan, customer?.lastName);
    if (booked.ok) {
      const quote = paid.quote;
      await publishBooked(quote);
      return true;
    }
    if ('decided' in booked) return false;
    // Refused by a condition: something changed since the read; name it from a fresh read.
    reason = (await paidQuoteNow(record)).reason ?? booked.reason;
  }
  const why = reason ?? 'quote_unavailable';
  if (!(await decideConciergeRefund(record.session_id, why))) return false;
  await refundConciergeFee(record, why);
  return true;
}
