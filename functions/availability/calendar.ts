import type { AvailabilityDay } from '@schemas/availability';

import { addDays } from '@functions/core/calendar-dates';

/**
 * Every day from start to end inclusive, in order, with its stored value; a day without a
 * stored record is unavailable (spec section 3, Availability entry).
 */
export function fillCalendar(
  start: string,
  end: string,
  stored: ReadonlyArray<{ date: string; is_available: boolean }>,
): AvailabilityDay[] {
  const byDate = new Map(stored.map((day) => [day.date, day.is_available]));
  const days: AvailabilityDay[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    days.push({ date, is_available: byDate.get(date) ?? false });
  }
  return days;
}
