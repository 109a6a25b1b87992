import { describe, expect, it } from 'vitest';
import { diffLineText } from '@schemas/inventory-change';

describe('an item diff line in words', () => {
  it('gives the volume of each piece', () => {
    expect(diffLineText({ room: 'Garage', name: 'Kayak', quantity: 2, cubic_feet: 15, weight_lb: 40 })).toBe(
      '2 × Kayak (15 cu ft each) in Garage',
    );
    expect(diffLineText({ room: 'Loft', name: 'Pool table', quantity: 1, cubic_feet: 1200, weight_lb: 700 })).toBe(
      '1 × Pool table (1,200 cu ft each) in Loft',
    );
  });

  it('does not repeat a volume the name already states (the catalogue boxes)', () => {
    expect(
      diffLineText({ room: 'Bedroom 1', name: 'Medium box (3 cu ft)', quantity: 4, cubic_feet: 3, weight_lb: 28 }),
    ).toBe('4 × Medium box (3 cu ft) in Bedroom 1');
  });
});
