import { describe, expect, it } from 'vitest';
import {
  comparableQuotes,
  comparePrice,
  formatResponseTime,
  midpointOf,
  sortForComparison,
  worstCaseOf,
  yearsInBusiness,
} from '@web/features/quotes/model/compare-quotes';

type Q = Parameters<typeof sortForComparison>[0][number];
const quote = (
  name: string,
  price: number | null,
  top: number | null,
  hours: number | null,
  founded: number | null,
): Q =>
  ({
    price,
    top_price: top,
    estimate: null,
    moving_company: { name, median_response_hours: hours, year_founded: founded },
  }) as unknown as Q;

describe('compare quotes', () => {
  const a = quote('A', 1500, null, 2, 2015);
  const b = quote('B', 1000, 2400, null, 1990);
  const c = quote('C', 1200, null, 6, null);

  it('compares only priced quotes', () => {
    expect(comparableQuotes([a, quote('D', null, null, 1, 2000)])).toEqual([a]);
  });

  it('shows a range as low – high and sorts it by its midpoint', () => {
    expect(comparePrice(b)).toBe('$1,000 – $2,400');
    expect(midpointOf(b)).toBe(1700);
    expect(sortForComparison([a, b, c], 'price', 2026).map((q) => q.moving_company!.name)).toEqual(['C', 'A', 'B']);
  });

  it('sorts by worst case: a structured quote by its cap, a price-only range by its top', () => {
    // A binding $1,300 quote and a non-binding one whose 110 % cap is $1,320.
    const binding = { ...quote('E', 1300, null, null, null), estimate: { worst_case: 1300 } } as unknown as Q;
    const hourly = { ...quote('F', 1000, 1200, null, null), estimate: { worst_case: 1320 } } as unknown as Q;
    expect(worstCaseOf(b)).toBe(2400);
    expect(sortForComparison([a, b, c, binding, hourly], 'worst', 2026).map((q) => q.moving_company!.name)).toEqual([
      'C',
      'E',
      'F',
      'A',
      'B',
    ]);
    // By total the hourly quote's midpoint ($1,100) comes first.
    expect(sortForComparison([binding, hourly], 'price', 2026).map((q) => q.moving_company!.name)).toEqual(['F', 'E']);
  });

  it('sorts by response time and years, unknown values last', () => {
    expect(sortForComparison([a, b, c], 'response', 2026).map((q) => q.moving_company!.name)).toEqual(['A', 'C', 'B']);
    expect(sortForComparison([a, b, c], 'years', 2026).map((q) => q.moving_company!.name)).toEqual(['B', 'A', 'C']);
  });

  it('words the response time and the years', () => {
    expect(formatResponseTime(null)).toBe('New on MoveMatch');
    // The one rule of every screen (schemas/trust-facts.ts responseTimeText): hours rounded up.
    expect(formatResponseTime(0.4)).toBe('Usually answers within an hour');
    expect(formatResponseTime(1)).toBe('Usually answers within an hour');
    expect(formatResponseTime(1.2)).toBe('Usually answers within 2 hours');
    expect(yearsInBusiness(2015, 2026)).toBe(11);
    expect(yearsInBusiness(null, 2026)).toBeNull();
  });
});
