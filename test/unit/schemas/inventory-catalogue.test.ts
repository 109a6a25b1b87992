import { describe, expect, it } from 'vitest';
import {
  BOX_SIZES,
  catalogueItem,
  INVENTORY_CATALOGUE,
  INVENTORY_ROOM_KINDS,
  inventoryTotals,
  TWO_BEDROOM_STARTER,
  WEIGHT_PER_CUBIC_FOOT_LB,
} from '@schemas/inventory-catalogue';

/** The catalogue a customer's inventory is built from (docs/inventory.md, The catalogue). */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ROOM_KINDS = new Set<string>(INVENTORY_ROOM_KINDS.map((room) => room.kind));
const itemIds = INVENTORY_CATALOGUE.map((item) => item.id);
const boxIds = BOX_SIZES.map((box) => box.id);

describe('the catalogue', () => {
  it('holds at least 160 distinct items with slug ids', () => {
    expect(new Set(itemIds).size).toBe(itemIds.length);
    expect(itemIds.length).toBeGreaterThanOrEqual(160);
    expect(itemIds.filter((id) => !SLUG.test(id))).toEqual([]);
  });

  it('gives every item a name, positive cubic feet and weight, and at least one known room kind', () => {
    for (const item of INVENTORY_CATALOGUE) {
      expect(item.name.trim(), item.id).not.toBe('');
      expect(item.cubicFeet, item.id).toBeGreaterThan(0);
      expect(item.weightLb, item.id).toBeGreaterThan(0);
      expect(item.rooms.length, item.id).toBeGreaterThan(0);
      expect(
        item.rooms.filter((kind) => !ROOM_KINDS.has(kind)),
        item.id,
      ).toEqual([]);
    }
  });

  it('keeps the cube sheet figures and weighs standard goods at 7 lb per cubic foot', () => {
    const figures = (id: string) => {
      const item = catalogueItem(id);
      return item && { cubicFeet: item.cubicFeet, weightLb: item.weightLb };
    };
    expect(WEIGHT_PER_CUBIC_FOOT_LB).toBe(7);
    expect(figures('sofa-3-seat')).toEqual({ cubicFeet: 50, weightLb: 350 });
    expect(figures('bed-queen')).toEqual({ cubicFeet: 65, weightLb: 455 });
    expect(figures('dresser-double')).toEqual({ cubicFeet: 40, weightLb: 280 });
    expect(figures('piano-upright')?.cubicFeet).toBe(70);
    expect(figures('piano-upright')!.weightLb).toBeGreaterThan(70 * WEIGHT_PER_CUBIC_FOOT_LB);
    expect(figures('mattress-queen')!.weightLb).toBeLessThan(
      figures('mattress-queen')!.cubicFeet * WEIGHT_PER_CUBIC_FOOT_LB,
    );
  });

  it('lists each box size once, with ids that no item uses', () => {
    expect(new Set(boxIds).size).toBe(boxIds.length);
    expect(boxIds.filter((id) => !SLUG.test(id))).toEqual([]);
    expect(boxIds.filter((id) => itemIds.includes(id))).toEqual([]);
    expect(BOX_SIZES.map((box) => box.cubicFeet)).toEqual([1.5, 3, 4.5, 6, 10, 5.2, 3]);
    for (const box of BOX_SIZES) expect(box.weightLb, box.id).toBeGreaterThan(0);
  });
});

describe('catalogueItem', () => {
  it('finds an item and a box by id, and nothing for an unknown id', () => {
    expect(catalogueItem('sofa-3-seat')?.name).toBe('Sofa, 3 seats');
    expect(catalogueItem('box-medium')).toBe(BOX_SIZES[1]);
    expect(catalogueItem('custom-hot-tub')).toBeUndefined();
    expect(catalogueItem('')).toBeUndefined();
  });
});

describe('the 2-bedroom starter', () => {
  it('has the rooms of a 2-bedroom home and refers only to known ids', () => {
    expect(TWO_BEDROOM_STARTER.map((room) => room.name)).toEqual([
      'Living room',
      'Kitchen',
      'Dining room',
      'Bedroom 1',
      'Bedroom 2',
      'Bathroom',
      'Garage or storage',
    ]);
    for (const room of TWO_BEDROOM_STARTER) {
      expect(ROOM_KINDS.has(room.kind), room.name).toBe(true);
      for (const line of room.items) {
        expect(catalogueItem(line.id), `${room.name}: ${line.id}`).toBeDefined();
        expect(Number.isInteger(line.quantity) && line.quantity > 0, `${room.name}: ${line.id}`).toBe(true);
      }
    }
  });

  it('adds up to the range commonly cited for a 2-bedroom move, boxes included', () => {
    const totals = inventoryTotals(TWO_BEDROOM_STARTER);
    expect(totals).toEqual({ cubicFeet: 914.6, weightLb: 6417, itemCount: 100 });
    expect(totals.cubicFeet).toBeGreaterThanOrEqual(700);
    expect(totals.cubicFeet).toBeLessThanOrEqual(1100);
    expect(totals.weightLb).toBeGreaterThanOrEqual(4500);
    expect(totals.weightLb).toBeLessThanOrEqual(8000);
    const boxes = TWO_BEDROOM_STARTER.flatMap((room) => room.items).filter((line) => line.id.startsWith('box-'));
    expect(boxes.reduce((sum, line) => sum + line.quantity, 0)).toBe(47);
  });
});

describe('inventoryTotals', () => {
  it('multiplies by quantity and sums across rooms', () => {
    const totals = inventoryTotals([
      { items: [{ id: 'sofa-3-seat', quantity: 2 }] },
      {
        items: [
          { id: 'chair-dining', quantity: 4 },
          { id: 'box-medium', quantity: 10 },
        ],
      },
    ]);
    expect(totals).toEqual({ cubicFeet: 2 * 50 + 4 * 5 + 10 * 3, weightLb: 2 * 350 + 4 * 35 + 10 * 28, itemCount: 16 });
  });

  it('uses a custom item’s own cubic feet and weight, and 7 lb per cubic foot when it gives no weight', () => {
    expect(
      inventoryTotals([{ items: [{ id: 'custom-hot-tub', quantity: 1, cubicFeet: 120, weightLb: 900 }] }]),
    ).toEqual({ cubicFeet: 120, weightLb: 900, itemCount: 1 });
    expect(inventoryTotals([{ items: [{ id: 'custom-sculpture', quantity: 2, cubicFeet: 4 }] }])).toEqual({
      cubicFeet: 8,
      weightLb: 56,
      itemCount: 2,
    });
  });

  it('rounds cubic feet to 1 decimal and weight to whole pounds, after summing', () => {
    const custom = (cubicFeet: number, weightLb: number, quantity = 1) => ({
      items: [{ id: 'custom-thing', quantity, cubicFeet, weightLb }],
    });
    expect(inventoryTotals([custom(2.34, 10.4)])).toEqual({ cubicFeet: 2.3, weightLb: 10, itemCount: 1 });
    expect(inventoryTotals([custom(2.36, 10.6)])).toEqual({ cubicFeet: 2.4, weightLb: 11, itemCount: 1 });
    // 3 × 0.04 = 0.12 rounds to 0.1; rounding each piece first would give 0.
    expect(inventoryTotals([custom(0.04, 0.4, 3)])).toEqual({ cubicFeet: 0.1, weightLb: 1, itemCount: 3 });
    expect(inventoryTotals([{ items: [{ id: 'box-dish-pack', quantity: 3 }] }]).cubicFeet).toBe(15.6);
  });

  it('counts nothing for an empty inventory and refuses an unknown id without figures of its own', () => {
    expect(inventoryTotals([])).toEqual({ cubicFeet: 0, weightLb: 0, itemCount: 0 });
    expect(inventoryTotals([{ items: [] }])).toEqual({ cubicFeet: 0, weightLb: 0, itemCount: 0 });
    expect(() => inventoryTotals([{ items: [{ id: 'custom-mystery', quantity: 1 }] }])).toThrow(/custom-mystery/);
  });
});
