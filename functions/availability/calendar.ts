import { MAX_AVAILABILITY_READ_DAYS, type AvailabilityDay } from '@schemas/availability';
import { eachDay } from '@functions/platform/calendar-dates';

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
  // The query schema caps the range; the bound stops a walk the schema let through (a logged 500, not a hang).
  return eachDay(start, end, MAX_AVAILABILITY_READ_DAYS).map((date) => ({
    date,
    is_available: byDate.get(date) ?? false,
  }));
}
