import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_MOVE } from '@infra/local/seed/demo-moves';
import { descriptionOf, location } from '@infra/local/seed/seed-moves';

/** Issue 40 item 7: the demo's quotes say what their lines say, and the move has what they price. */
describe('demo data that agrees with itself', () => {
  const quotes = [...DEMO_CUSTOMER_MOVE.quotes, ...DEMO_CUSTOMER_MOVE.moreQuotes];

  it("each structured quote's description names its own crew and truck", () => {
    expect(descriptionOf(DEMO_CUSTOMER_MOVE.quotes[0].estimate)).toBe(
      'Two movers and a 20 ft truck, furniture padding and floor protection included.',
    );
    expect(descriptionOf(DEMO_CUSTOMER_MOVE.moreQuotes[0].estimate)).toMatch(/^Three movers and a 26 ft truck/);
    expect(descriptionOf({ crew_size: 3, truck_size: 'TWO_TRUCKS' })).toMatch(/^Three movers and two trucks,/);
  });

  it("the demo customer's move has the stairs and the piano its quotes charge for, on the floor it says", () => {
    const lines = quotes.flatMap((quote): Array<{ kind: string }> => quote.estimate?.line_items ?? []);
    expect(lines.map((line) => line.kind)).toEqual(expect.arrayContaining(['STAIRS', 'BULKY_ITEMS']));
    expect(DEMO_CUSTOMER_MOVE.special).toMatch(/third-floor walk-up/i);
    expect(DEMO_CUSTOMER_MOVE.special).toMatch(/piano/i);
    // Stored levels start at 0 (the 1st floor): a third-floor walk-up stores 2, with stairs.
    expect(location(DEMO_CUSTOMER_MOVE.from, 'from', 2, true)).toMatchObject({
      unit_level_start: 2,
      is_stairs_required: true,
    });
    expect(location(DEMO_CUSTOMER_MOVE.to, 'to', 2, false)).toMatchObject({
      unit_level_start: 0,
      is_stairs_required: false,
    });
  });
});
