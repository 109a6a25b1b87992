import type { AvailabilityDay } from '../../schemas/availability';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The YYYY-MM-DD date `days` after `date` (UTC day arithmetic on calendar dates). */
export function addDaysIso(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

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
  for (let date = start; date <= end; date = addDaysIso(date, 1)) {
    days.push({ date, is_available: byDate.get(date) ?? false });
  }
  return days;
}
