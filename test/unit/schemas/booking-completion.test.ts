import { describe, expect, it } from 'vitest';
import {
  adjustmentLinesOf,
  COMPLETION_MESSAGES,
  completionRefusal,
  disputePrices,
  resolvedPrice,
} from '@schemas/booking-completion';
import { priceAccuracyOf, publicPriceAccuracy } from '@schemas/booking-completion-view';
import type { BookedTerms } from '@schemas/bookings';
import { toEstimateView } from '@schemas/estimate-totals';
import { bindingEstimate, hourlyEstimate, structuredQuote } from '@test/support/fixtures/estimates';

const termsOf = (input: Parameters<typeof structuredQuote>[0]): BookedTerms => {
  const { estimate, price, top_price } = structuredQuote(input);
  return { price, top_price: top_price ?? null, description: null, estimate: toEstimateView(estimate) };
};
const priceOnly: BookedTerms = { price: 1000, top_price: null, description: null, estimate: null };

describe('completionRefusal', () => {
  it('binding: only the agreed total', () => {
    const terms = termsOf(bindingEstimate());
    expect(completionRefusal(terms, { final_price: 2600, adjustments: [] })).toBeNull();
    expect(completionRefusal(terms, { final_price: 2599, adjustments: [] })).toMatch(/^A binding estimate’s/);
  });

  it('price only and not to exceed: at most the agreed total, lower with adjustments adding up', () => {
    expect(completionRefusal(priceOnly, { final_price: 1001, adjustments: [] })).toBe(
      'The final price may not exceed the agreed total ($1,000).',
    );
    const lower = { final_price: 900, adjustments: [{ line: 'Other', amount: -100, reason: 'Discount' }] };
    expect(completionRefusal(priceOnly, lower)).toBeNull();
    expect(completionRefusal(priceOnly, { ...lower, adjustments: [] })).toBe(
      'Explain the difference from the agreed total, line by line.',
    );
  });

  it('non-binding hourly: up to 110 % of the high end, with the rule in the refusal', () => {
    const terms = termsOf(hourlyEstimate());
    const up = (final: number) => ({
      final_price: final,
      adjustments: [{ line: 'Moving charge', amount: final - 1010, reason: 'Longer' }],
    });
    expect(completionRefusal(terms, up(1111))).toBeNull();
    expect(completionRefusal(terms, up(1111.01))).toMatch(
      /final price at 110 % of the estimate: at most \$1,111 .*MoveMatch’s promise, stricter than the law/,
    );
  });

  it('offers the terms’ own lines and Other', () => {
    expect(adjustmentLinesOf(termsOf(bindingEstimate()))).toEqual([
      'Moving charge',
      'Travel fee',
      'Packing',
      'Bulky or specialty items (piano, safe, hot tub)',
      'Other',
    ]);
    expect(adjustmentLinesOf(priceOnly)).toEqual(['Moving charge', 'Other']);
  });
});

describe('price accuracy', () => {
  it('is public from 3 completed moves on', () => {
    const two = { accuracy_completed: 2, accuracy_matched: 2, accuracy_final_sum: 1900, accuracy_agreed_sum: 2000 };
    expect(publicPriceAccuracy(two)).toBeNull();
    expect(priceAccuracyOf(two)).toEqual({ completed_moves: 2, matched_moves: 2, final_to_agreed: 0.95 });
    expect(publicPriceAccuracy({ ...two, accuracy_completed: 3 })).toMatchObject({ completed_moves: 3 });
    expect(priceAccuracyOf({})).toEqual({ completed_moves: 0, matched_moves: 0, final_to_agreed: null });
  });
});

describe('a dispute’s two prices and its resolution', () => {
  it('the customer’s price is what they named as fair, else the agreed total, never above the company’s', () => {
    expect(disputePrices(1100, 1000, 900)).toEqual({ company: 1100, customer: 900 });
    expect(disputePrices(1100, 1000, null)).toEqual({ company: 1100, customer: 1000 });
    // Final below the agreed total and nothing named: both sides are at the final price.
    expect(disputePrices(900, 1000, null)).toEqual({ company: 900, customer: 900 });
  });

  it('resolves at either price, or strictly between them with an amount', () => {
    const prices = { company: 1100, customer: 900 };
    expect(resolvedPrice({ outcome: 'company_price' }, prices)).toEqual({ price: 1100 });
    expect(resolvedPrice({ outcome: 'customer_price' }, prices)).toEqual({ price: 900 });
    expect(resolvedPrice({ outcome: 'between', amount: 1000.5 }, prices)).toEqual({ price: 1000.5 });
    const outside = { refusal: COMPLETION_MESSAGES.betweenAmount('$900', '$1,100') };
    for (const amount of [900, 1100, 1200, undefined]) {
      expect(resolvedPrice({ outcome: 'between', amount }, prices)).toEqual(outside);
    }
    expect(resolvedPrice({ outcome: 'company_price', amount: 1000 }, prices)).toEqual({
      refusal: COMPLETION_MESSAGES.amountOnlyBetween,
    });
  });
});
