import type { ConciergeStopReason } from '@schemas/concierge';
import { CUSTOMER_BOOKABLE_STATUSES } from '@schemas/quotes';
import { findBooking } from '@functions/core/data/quote/bookings';
import { approvedTerms, type ConciergeCheckoutItem } from '@functions/core/data/payments/concierge-checkouts';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { findQuoteById, findQuoteOf, quoteEstimate, type QuoteItem } from '@functions/core/data/quote/quotes';
import { DEFAULT_CREWS_PER_DAY } from '@schemas/bookings';
import { estimateViewOrNull } from '@schemas/estimate-totals';
import { isDeepStrictEqual } from 'node:util';

export interface PaidQuote {
  quote: QuoteItem | null;
  /** The company's crews per day (the booking's day condition). */
  crewsPerDay: number;
  /** Why the paid quote cannot be booked now; null: book it. */
  reason: ConciergeStopReason | null;
}

/**
 * Whether the quote a concierge $99 paid for can still be booked as the customer approved it,
 * read now (consistent). The booking transaction holds the same rules as conditions (terms,
 * status, lock, the profile's move), so this read only names the reason; it never lets a
 * booking through that the conditions would refuse.
 */
export async function paidQuoteNow(record: ConciergeCheckoutItem): Promise<PaidQuote> {
  const keys = await findQuoteById(record.quote_id);
  const quote = keys && (await findQuoteOf(keys.move_request_id, keys.moving_company_id));
  if (!quote || quote.customer_id !== record.customer_id)
    return { quote: null, crewsPerDay: DEFAULT_CREWS_PER_DAY, reason: 'quote_unavailable' };
  const [booking, move, company] = await Promise.all([
    findBooking(record.customer_id),
    findMoveRequest(quote.move_request_id, { consistent: true }),
    findCompany(quote.moving_company_id),
  ]);
  return {
    quote,
    crewsPerDay: company?.crews_per_day ?? DEFAULT_CREWS_PER_DAY,
    reason: stopReason(record, quote, {
      booked: Boolean(booking),
      withdrawn: !move || Boolean(move.withdrawn_at),
      verified: company?.is_verified === true,
    }),
  };
}

function stopReason(
  record: ConciergeCheckoutItem,
  quote: QuoteItem,
  now: { booked: boolean; withdrawn: boolean; verified: boolean },
): ConciergeStopReason | null {
  if (now.withdrawn) return 'move_withdrawn';
  if (now.booked) return 'booked_elsewhere';
  if (!(CUSTOMER_BOOKABLE_STATUSES as readonly string[]).includes(quote.status) || quote.payment_pending_since)
    return 'quote_unavailable';
  if (!now.verified) return 'company_unavailable';
  const terms = approvedTerms(record);
  const same =
    (quote.price ?? null) === terms.price &&
    (quote.top_price ?? null) === terms.top_price &&
    (quote.description ?? null) === terms.description &&
    isDeepStrictEqual(estimateViewOrNull(quoteEstimate(quote)), record.approved_estimate ?? null);
  if (!same) return 'quote_changed';
  return record.approved_move_day ? null : 'quote_unavailable';
}
