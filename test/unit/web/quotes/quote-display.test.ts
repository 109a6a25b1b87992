import { describe, expect, it } from 'vitest';
import {
  bookAction,
  cardActions,
  currentBooking,
  formatPrice,
  isMoveExpired,
  matchesFilter,
  savedWithoutQuote,
  statusLabel,
  toggleFilter,
} from '@web/features/quotes/model/quote-display';

const company = (name: string) => ({ name }) as never;

describe('quote dashboard rules', () => {
  it('formats the price as $price, $price - $top_price or TBD (spec section 9)', () => {
    expect(formatPrice(1200, null)).toBe('$1,200');
    expect(formatPrice(800, 950)).toBe('$800 - $950');
    expect(formatPrice(800, 800)).toBe('$800');
    expect(formatPrice(0, null)).toBe('$0');
    expect(formatPrice(null, null)).toBe('TBD');
    expect(formatPrice(undefined)).toBe('TBD');
  });

  it('keeps the two filters mutually exclusive', () => {
    expect(toggleFilter('all', 'booked')).toBe('booked');
    expect(toggleFilter('booked', 'quoted')).toBe('quoted');
    expect(toggleFilter('quoted', 'quoted')).toBe('all');
    expect(matchesFilter({ status: 'BOOKED' }, 'booked')).toBe(true);
    expect(matchesFilter({ status: 'QUOTED' }, 'booked')).toBe(false);
    expect(matchesFilter({ status: 'INVITED_TO_BOOK' }, 'quoted')).toBe(true);
    expect(matchesFilter({ status: 'QUOTE_REQUESTED' }, 'quoted')).toBe(false);
    expect(matchesFilter({ status: 'CANCELLED' }, 'all')).toBe(true);
  });

  it('uses the status labels of the enums and the card actions per status', () => {
    expect(statusLabel('QUOTE_REQUESTED')).toBe('Quote requested');
    expect(cardActions('QUOTED')).toEqual(['view-quote']);
    expect(cardActions('INVITED_TO_BOOK')).toEqual(['view-quote']);
    expect(cardActions('BOOKED')).toEqual(['view-booking']);
    expect(cardActions('CANCELLED')).toEqual(['request-again']);
    expect(cardActions('QUOTE_REQUESTED')).toEqual([]);
  });

  it("offers Book unless another quote is booked, then 'Already booked with {company}'", () => {
    const quotes = [
      { id: 'a', status: 'BOOKED' as const, moving_company: company('Alpha Movers') },
      { id: 'b', status: 'QUOTED' as const, moving_company: company('Beta Movers') },
    ];
    const booking = currentBooking(quotes);
    expect(booking?.id).toBe('a');
    expect(bookAction(quotes[1], booking)).toEqual({ kind: 'already-booked', companyName: 'Alpha Movers' });
    expect(bookAction(quotes[1], null)).toEqual({ kind: 'book' });
    expect(bookAction(quotes[0], booking)).toBeNull();
    expect(bookAction({ id: 'c', status: 'QUOTE_REQUESTED' }, null)).toBeNull();
  });

  it('lists saved companies that have no quote yet, and knows an expired move', () => {
    const saved = [{ moving_company_id: 'x' }, { moving_company_id: 'y' }] as never[];
    expect(savedWithoutQuote(saved, [{ moving_company_id: 'x' }])).toEqual([{ moving_company_id: 'y' }]);
    expect(isMoveExpired('2026-01-01', '2026-01-02')).toBe(true);
    expect(isMoveExpired('2026-01-02', '2026-01-02')).toBe(false);
  });
});
