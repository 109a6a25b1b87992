import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { PutInventoryBody } from '@schemas/inventory';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { customerWithMove, type TestMoveInput } from '@test/support/fixtures/moves';
import { pointAtStack } from '@test/support/point-at-stack';

/*
 * Price guidance by volume (docs/price-guidance.md, issue 37 item 6): a move with an inventory
 * is compared with moves of its cubic-feet band once that band holds 5 quotes, by bedrooms
 * before. The band here (2,600 cu ft or more, SC, over 150 miles, packing) is this file's own.
 */

/** Columbia, SC to Wilmington, NC: over 150 miles. */
const MOVE = {
  from: { city: 'Columbia', state: 'SC', zip: '29201', count_bedrooms: 1 },
  to: { city: 'Wilmington', state: 'NC', zip: '28401' },
  packing: true,
} satisfies TestMoveInput;

/** 297 wardrobe boxes: 2,970 cu ft. */
const LARGE = {
  rooms: [
    {
      kind: 'storage',
      name: 'Storage',
      lines: [
        { catalogue_id: 'box-wardrobe', quantity: 99 },
        { catalogue_id: 'box-wardrobe', quantity: 99, fragile: true },
        { catalogue_id: 'box-wardrobe', quantity: 99, needs_disassembly: true },
      ],
    },
  ],
} as unknown as PutInventoryBody;

describe('price guidance by volume', () => {
  it('compares by bedrooms until the inventory’s band holds 5 quotes, then by the band', async () => {
    const { customer, moveId } = await customerWithMove(MOVE);
    const saved = await callRoute(routes.putInventory, {
      token: customer.accessToken,
      params: { id: moveId },
      body: LARGE,
    });
    expect(saved.body?.totals.cubic_feet).toBe(2970);
    const before = await callRoute(routes.getMyPriceGuide, { token: customer.accessToken });
    expect(before.body.basis).toEqual({ kind: 'BEDROOMS' });

    pointAtStack();
    const { recordQuotedPrice } = await import('@functions/core/data/price-guide/price-guide-writes');
    const { placementOf } = await import('@functions/price-guide');
    const shape = {
      from_location: { state: 'SC', zip: '29201', count_bedrooms: 4 },
      to_location: { zip: '28401' },
      is_packing_required: true,
      inventory_cubic_feet: 3100,
    };
    for (const price of [9000, 9400, 9800, 10200, 10600])
      expect(await recordQuotedPrice(ulid(), ulid(), placementOf(shape, price)!)).toBe(true);

    const after = await callRoute(routes.getMyPriceGuide, { token: customer.accessToken });
    expect(after.body.basis).toEqual({ kind: 'VOLUME', low_cubic_feet: 2600, high_cubic_feet: null });
    expect(after.body.market.quotes).toBe(5);
    expect(after.body.market.range).not.toBeNull();
  });
});
