import { responseTimeText } from '@schemas/trust-facts';
import type { CustomerQuote } from '@schemas/quotes';

/* Pure rules of "Compare quotes" on /quotes: which quotes compare, and their order. */

export type CompareSort = 'price' | 'worst' | 'response' | 'years';

export const COMPARE_SORTS: Array<{ value: CompareSort; label: string }> = [
  { value: 'price', label: 'Total (lowest first)' },
  { value: 'worst', label: 'Worst case (lowest first)' },
  { value: 'response', label: 'Response time (fastest first)' },
  { value: 'years', label: 'Years in business (most first)' },
];

/** Quotes with a price: only those can be compared (a request has nothing to weigh yet). */
export function comparableQuotes<Q extends Pick<CustomerQuote, 'price'>>(quotes: readonly Q[]): Q[] {
  return quotes.filter((q) => q.price !== null);
}

/** The price used for sorting: the price, or the middle of a range. */
export function midpointOf(quote: Pick<CustomerQuote, 'price' | 'top_price'>): number | null {
  if (quote.price === null) return null;
  if (quote.top_price === null || quote.top_price === quote.price) return quote.price;
  return (quote.price + quote.top_price) / 2;
}

/**
 * The most the customer can be billed: a structured quote's worst case (a non-binding
 * estimate's 110 % cap), else the top of a range or the price.
 */
export function worstCaseOf(quote: Pick<CustomerQuote, 'price' | 'top_price' | 'estimate'>): number | null {
  if (quote.estimate) return quote.estimate.worst_case;
  return quote.top_price ?? quote.price;
}

export const isRange = (quote: Pick<CustomerQuote, 'price' | 'top_price'>) =>
  quote.price !== null && quote.top_price !== null && quote.top_price !== quote.price;

/** Whole years since the company was founded; null when it did not say. */
export function yearsInBusiness(yearFounded: number | null | undefined, currentYear: number): number | null {
  if (yearFounded === null || yearFounded === undefined || yearFounded > currentYear) return null;
  return currentYear - yearFounded;
}

const dollars = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;

/** '$1,500', or a range as 'low – high' (never one price). */
export function comparePrice(quote: Pick<CustomerQuote, 'price' | 'top_price'>): string {
  if (quote.price === null) return 'TBD';
  return isRange(quote) ? `${dollars(quote.price)} – ${dollars(quote.top_price!)}` : dollars(quote.price);
}

export const formatMidpoint = (quote: Pick<CustomerQuote, 'price' | 'top_price'>) => {
  const midpoint = midpointOf(quote);
  return midpoint === null ? null : dollars(midpoint);
};

/** The response time as everywhere else; 'New on MoveMatch' until the company has answered enough requests. */
export const formatResponseTime = (hours: number | null | undefined): string =>
  responseTimeText(hours) ?? 'New on MoveMatch';

/** Ascending or descending by a number, unknown values always last, then by company name. */
function byNumber<Q>(value: (q: Q) => number | null, descending = false) {
  return (a: Q, b: Q) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return descending ? y - x : x - y;
  };
}

export function sortForComparison<Q extends Pick<CustomerQuote, 'price' | 'top_price' | 'estimate' | 'moving_company'>>(
  quotes: readonly Q[],
  sort: CompareSort,
  currentYear: number,
): Q[] {
  const name = (q: Q) => q.moving_company?.name ?? '';
  const compare =
    sort === 'price'
      ? byNumber<Q>(midpointOf)
      : sort === 'worst'
        ? byNumber<Q>(worstCaseOf)
        : sort === 'response'
          ? byNumber<Q>((q) => q.moving_company?.median_response_hours ?? null)
          : byNumber<Q>((q) => yearsInBusiness(q.moving_company?.year_founded, currentYear), true);
  return [...quotes].sort((a, b) => compare(a, b) || name(a).localeCompare(name(b)));
}
