import { describe, expect, it } from 'vitest';
import { floorOfLevel, floorText, levelOfFloor, ordinal } from '@schemas/floor-text';

describe('floors the US way over the spec level (0 = ground level)', () => {
  it('shows stored level 2 as the 3rd floor and the ground level as the 1st floor', () => {
    expect(floorText(2)).toBe('3rd floor');
    expect(floorText(0)).toBe('1st floor');
    expect(floorOfLevel(2)).toBe(3);
  });

  it('stores the 3rd floor a customer chose as level 2', () => {
    expect(levelOfFloor(3)).toBe(2);
    expect(levelOfFloor(1)).toBe(0);
  });

  it('writes ordinals as people say them', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });
});
