/*
 * The spec's unit_level_start counts from 0 (0 = ground level); people in the US count floors
 * from 1 (the ground floor is the 1st floor). Forms ask for the floor and store the level; every
 * screen shows the floor. Stored 2 reads '3rd floor'; a customer choosing the 3rd floor stores 2.
 */

/** The floor a person names for a stored level: level 0 is the 1st floor. */
export const floorOfLevel = (level: number) => level + 1;

/** The stored level for the floor a person chose: the 1st floor is level 0. */
export const levelOfFloor = (floor: number) => floor - 1;

/** '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '111th'. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** '3rd floor' for stored level 2; '1st floor' for the ground level. */
export const floorText = (level: number) => `${ordinal(floorOfLevel(level))} floor`;

export const FLOOR_FIELD = {
  label: 'Which floor?',
  description: 'The ground floor is the 1st floor',
  /** The form asks for a floor, so its errors name the floor (the API keeps the spec's 'Starting level' words). */
  required: 'Choose the floor',
  belowFirst: 'The floor is the 1st or higher (the ground floor is the 1st)',
} as const;
