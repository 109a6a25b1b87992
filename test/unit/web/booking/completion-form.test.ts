import { describe, expect, it } from 'vitest';
import { COMPLETION_MESSAGES, EXTRA_GOODS_LINE } from '@schemas/booking-completion';
import type { BookedTerms } from '@schemas/bookings';
import { toEstimateView, normalizeEstimate } from '@schemas/estimate-totals';
import { EstimateSchema } from '@schemas/estimates';
import { hourlyEstimate } from '@test/support/fixtures/estimates';
import { draftProblem, newAdjustment, toCompletionBody } from '@web/features/booking/model/completion-form';

/** The company's completion form before sending: extra goods name their items (docs/inventory.md). */
const estimate = toEstimateView(normalizeEstimate(EstimateSchema.parse(hourlyEstimate())));
const terms: BookedTerms = { price: 750, top_price: 1010, description: null, estimate };

const extraGoods = (items: Array<{ name: string; quantity: number | ''; cubic_feet: number | '' }>) => ({
  ...newAdjustment(terms),
  line: EXTRA_GOODS_LINE,
  amount: 60,
  reason: 'Not on the inventory',
  items,
});

describe('the completion form with extra goods', () => {
  it('sends the items only on the Extra goods line', () => {
    const body = toCompletionBody({
      finalPrice: 1070,
      adjustments: [extraGoods([{ name: ' Treadmill ', quantity: 1, cubic_feet: 30 }])],
    });
    expect(body.adjustments[0].items).toEqual([{ name: 'Treadmill', quantity: 1, cubic_feet: 30 }]);
    const other = toCompletionBody({
      finalPrice: 1070,
      adjustments: [{ ...extraGoods([{ name: 'x', quantity: 1, cubic_feet: 1 }]), line: 'Other' }],
    });
    expect(other.adjustments[0]).not.toHaveProperty('items');
  });

  it('asks for the items, then for each item’s name and volume, before sending', () => {
    expect(draftProblem(terms, { finalPrice: 1070, adjustments: [extraGoods([])] })).toBe(
      COMPLETION_MESSAGES.extraGoodsItems,
    );
    expect(
      draftProblem(terms, {
        finalPrice: 1070,
        adjustments: [extraGoods([{ name: 'Kayak', quantity: 1, cubic_feet: '' }])],
      }),
    ).toBe('Give each added item a name, a quantity and its cubic feet');
    expect(
      draftProblem(terms, {
        finalPrice: 1070,
        adjustments: [extraGoods([{ name: 'Kayak', quantity: 2, cubic_feet: 15 }])],
      }),
    ).toBeNull();
  });
});
