import { QUOTE_STATUS_LABELS, type QuoteStatus } from '@schemas/enums';
import type { CustomerQuote } from '@schemas/quotes';
import type { SavedMovingCompany } from '@schemas/companies';
import { cancellationCostText } from '@schemas/booking-cancellation';
import { formatCalendarDay } from '@schemas/date-text';
import { formatDollars } from '@schemas/money';
import { todayInCarolinas } from '@web/lib/company-trust-facts';
import { QUOTE_DASHBOARD_MESSAGES } from '../messages';

/* Pure rules of the quote dashboard (spec sections 2, 4 and 9), tested on their own. */

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** Spec section 9: '$price', '$price - $top_price', or 'TBD' when there is no price. */
export function formatPrice(price: number | null | undefined, topPrice?: number | null): string {
  if (price === null || price === undefined) return QUOTE_DASHBOARD_MESSAGES.tbd;
  if (topPrice !== null && topPrice !== undefined && topPrice !== price)
    return `${dollars(price)} - ${dollars(topPrice)}`;
  return dollars(price);
}

export function statusLabel(status: QuoteStatus): string {
  return QUOTE_STATUS_LABELS[status];
}

export const STATUS_COLORS: Record<QuoteStatus, string> = {
  QUOTE_REQUESTED: 'gray',
  QUOTED: 'blue',
  INVITED_TO_BOOK: 'violet',
  BOOKED: 'brand',
  CANCELLED: 'red',
};

/** The two mutually exclusive filters: none, booked only, or quoted only. */
export type QuoteFilter = 'all' | 'booked' | 'quoted';

/** Ticking one filter clears the other; unticking the active one shows everything. */
export function toggleFilter(current: QuoteFilter, clicked: Exclude<QuoteFilter, 'all'>): QuoteFilter {
  return current === clicked ? 'all' : clicked;
}

/** 'Quoted' means a company answered with a price the customer can book (QUOTED or INVITED_TO_BOOK). */
export function matchesFilter(quote: Pick<CustomerQuote, 'status'>, filter: QuoteFilter): boolean {
  if (filter === 'booked') return quote.status === 'BOOKED';
  if (filter === 'quoted') return quote.status === 'QUOTED' || quote.status === 'INVITED_TO_BOOK';
  return true;
}

/** The customer's one booking: the quote with status BOOKED (the server keeps at most one). */
export function currentBooking<Q extends Pick<CustomerQuote, 'status'>>(quotes: readonly Q[]): Q | null {
  return quotes.find((q) => q.status === 'BOOKED') ?? null;
}

export function companyNameOf(quote: Pick<CustomerQuote, 'moving_company'>): string {
  return quote.moving_company?.name ?? 'this company';
}

/** The card's buttons by status (spec section 2); View messages is always there. */
export function cardActions(status: QuoteStatus): Array<'view-quote' | 'view-booking' | 'request-again'> {
  if (status === 'QUOTED' || status === 'INVITED_TO_BOOK') return ['view-quote'];
  if (status === 'BOOKED') return ['view-booking'];
  if (status === 'CANCELLED') return ['request-again'];
  return [];
}

/** Whether the customer can book this quote now: bookable status and no other booking. */
export function bookAction(
  quote: Pick<CustomerQuote, 'id' | 'status'>,
  booking: Pick<CustomerQuote, 'id' | 'moving_company'> | null,
): { kind: 'book' } | { kind: 'already-booked'; companyName: string } | null {
  if (quote.status !== 'QUOTED' && quote.status !== 'INVITED_TO_BOOK') return null;
  if (booking && booking.id !== quote.id) return { kind: 'already-booked', companyName: companyNameOf(booking) };
  return { kind: 'book' };
}

/** Saved companies shown first: those without a quote yet (the others show as quote cards). */
export function savedWithoutQuote(
  saved: readonly SavedMovingCompany[],
  quotes: readonly Pick<CustomerQuote, 'moving_company_id'>[],
) {
  const quoted = new Set(quotes.map((q) => q.moving_company_id));
  return saved.filter((s) => !quoted.has(s.moving_company_id));
}

/** Spec section 4: a move is expired when its end date is before today (local calendar date). */
export function isMoveExpired(endDate: string, today: string): boolean {
  return endDate < today;
}

/** What cancelling this booked quote costs today, by its terms (null without a booked day). */
export function cancellationCostOf(quote: CustomerQuote, now: Date = new Date()): string | null {
  if (!quote.booked_day) return null;
  const deposit = quote.estimate?.deposit ?? 0;
  return cancellationCostText(
    {
      moveDay: quote.booked_day.move_day,
      freeDays: quote.estimate?.free_cancellation_days ?? 0,
      deposit,
      protectedPayment: quote.moving_company?.protected_payment === true && deposit > 0,
      company: companyNameOf(quote),
    },
    todayInCarolinas(now),
    formatCalendarDay,
    formatDollars,
  );
}
