import { describe, expect, it } from 'vitest';
import { binOf, binTop, medianOf, middleHalf } from '@functions/core/data/price-guide/price-histogram';
import {
  bucketOf,
  bucketsFor,
  distanceBandOf,
  quotedTotal,
  volumeBandOf,
  volumeBucketOf,
} from '@functions/price-guide/buckets';
import { leadGuideLine, PRICE_GUIDE_MESSAGES } from '@schemas/price-guide';
import { storedLocation } from '@test/support/fixtures/locations';

const histogram = (prices: number[]) => {
  const bins = new Map<number, number>();
  for (const price of prices) bins.set(binOf(price), (bins.get(binOf(price)) ?? 0) + 1);
  return bins;
};

describe('price bins', () => {
  it('are $50 wide under $5,000, $100 under $10,000, $500 under $30,000, one bin above', () => {
    expect([binOf(0), binOf(49), binOf(2049), binOf(2050)]).toEqual([0, 0, 2000, 2050]);
    expect([binOf(5099), binOf(9999), binOf(10499), binOf(29999), binOf(80000)]).toEqual([
      5000, 9900, 10000, 29500, 30000,
    ]);
    expect([binTop(2000), binTop(4950), binTop(9900), binTop(30000)]).toEqual([2050, 5000, 10000, 30000]);
  });
});

describe('middleHalf and medianOf', () => {
  it('reads the quartiles by nearest rank, widened to their bins', () => {
    expect(middleHalf(histogram([2000, 2100, 2200, 2400, 2600]))).toEqual({ low: 2100, high: 2450, count: 5 });
    expect(middleHalf(histogram([1900, 1900, 1900, 1900]))).toEqual({ low: 1900, high: 1950, count: 4 });
    expect(middleHalf(new Map())).toBeNull();
  });

  it('takes the middle of the median bin', () => {
    expect(medianOf(histogram([2500, 2600, 2700]))).toBe(2625);
    expect(medianOf(histogram([1000, 3000]))).toBe(1025);
    expect(medianOf(new Map())).toBeNull();
  });

  it('ignores bins taken below zero', () => {
    expect(
      middleHalf(
        new Map([
          [2000, -1],
          [2100, 1],
        ]),
      ),
    ).toEqual({ low: 2100, high: 2150, count: 1 });
  });
});

describe('moves like yours', () => {
  const move = (bedrooms: number, toZip: string, packing = false) => ({
    from_location: storedLocation('a', { zip: '27605', city: 'Raleigh', count_bedrooms: bedrooms }),
    to_location: storedLocation('b', { zip: toZip }),
    is_packing_required: packing,
  });

  it('bands the distance under 50 miles, 50 to 150, over 150', () => {
    expect([distanceBandOf(0), distanceBandOf(49.9), distanceBandOf(50), distanceBandOf(150)]).toEqual([
      'UNDER_50',
      'UNDER_50',
      '50_150',
      '50_150',
    ]);
    expect(distanceBandOf(150.1)).toBe('OVER_150');
  });

  it('keys a move by state, bedrooms, band and packing; files a price in its bedrooms and both neighbours', () => {
    // Raleigh to Charlotte is about 130 miles; Raleigh to Durham about 25; to Wilmington about 110.
    expect(bucketOf(move(2, '28203', true))).toBe('NC#2BR#50_150#PACKING');
    expect(bucketOf(move(3, '27701'))).toBe('NC#3BR#UNDER_50#NO_PACKING');
    expect(bucketsFor(move(2, '28203'))).toEqual([
      'NC#1BR#50_150#NO_PACKING',
      'NC#2BR#50_150#NO_PACKING',
      'NC#3BR#50_150#NO_PACKING',
    ]);
    expect(bucketsFor(move(0, '27701'))).toEqual(['NC#0BR#UNDER_50#NO_PACKING', 'NC#1BR#UNDER_50#NO_PACKING']);
    expect(bucketsFor(move(9, '27701'))).toEqual(['NC#5BR#UNDER_50#NO_PACKING', 'NC#6BR#UNDER_50#NO_PACKING']);
  });

  it('gives no bucket for an unknown ZIP code', () => {
    expect(bucketOf(move(2, '00000'))).toBeNull();
    expect(bucketsFor(move(2, '00000'))).toEqual([]);
  });

  it("counts a quote's total, or the middle of its range", () => {
    expect(quotedTotal({ price: 2000 })).toBe(2000);
    expect(quotedTotal({ price: 1450, top_price: 1800 })).toBe(1625);
    expect(quotedTotal({})).toBeNull();
  });
});

describe('the quote editor line', () => {
  const basis = { kind: 'BEDROOMS' } as const;
  it('adds the completed median only when there is one', () => {
    const market = { quotes: 12, range: { low: 1900, high: 2600 } };
    expect(leadGuideLine({ move_request_id: 'm', basis, market, completed_median: 2350, completed_moves: 4 })).toBe(
      'Similar moves were quoted $1,900 to $2,600 (12 quotes); completed at $2,350 median',
    );
    expect(leadGuideLine({ move_request_id: 'm', basis, market, completed_median: null, completed_moves: 1 })).toBe(
      'Similar moves were quoted $1,900 to $2,600 (12 quotes)',
    );
    expect(
      leadGuideLine({
        move_request_id: 'm',
        basis,
        market: { quotes: 4, range: null },
        completed_median: null,
        completed_moves: 0,
      }),
    ).toBe(PRICE_GUIDE_MESSAGES.leadNotEnough);
  });
});

describe('cubic-feet bands', () => {
  const move = (cubicFeet: number | null) => ({
    from_location: { state: 'NC', zip: '27605', count_bedrooms: 2 },
    to_location: { zip: '27701' },
    is_packing_required: false,
    inventory_cubic_feet: cubicFeet,
  });

  it('puts an inventory in the band of the last edge at or below it', () => {
    expect(volumeBandOf(0)).toBe(0);
    expect(volumeBandOf(299.9)).toBe(0);
    expect(volumeBandOf(300)).toBe(1);
    expect(volumeBandOf(914.6)).toBe(3);
    expect(volumeBandOf(5000)).toBe(7);
  });

  it('files a move with an inventory by bedrooms and by volume, each with both neighbours', () => {
    expect(bucketsFor(move(914.6))).toEqual([
      'NC#1BR#UNDER_50#NO_PACKING',
      'NC#2BR#UNDER_50#NO_PACKING',
      'NC#3BR#UNDER_50#NO_PACKING',
      'NC#V2#UNDER_50#NO_PACKING',
      'NC#V3#UNDER_50#NO_PACKING',
      'NC#V4#UNDER_50#NO_PACKING',
    ]);
    expect(bucketsFor(move(null))).toHaveLength(3);
  });

  it('reads a move with an inventory from its band, and names it', () => {
    expect(volumeBucketOf(move(914.6))).toEqual({
      bucket: 'NC#V3#UNDER_50#NO_PACKING',
      basis: { kind: 'VOLUME', low_cubic_feet: 900, high_cubic_feet: 1200 },
    });
    expect(volumeBucketOf(move(3000))?.basis).toEqual({ kind: 'VOLUME', low_cubic_feet: 2600, high_cubic_feet: null });
    expect(volumeBucketOf(move(null))).toBeNull();
    expect(PRICE_GUIDE_MESSAGES.basis({ kind: 'VOLUME', low_cubic_feet: 900, high_cubic_feet: 1200 })).toBe(
      'Compared with moves of 900 to 1,200 cubic feet, by the inventory',
    );
  });
});
