import { CAROLINAS_TIME_ZONE } from './move-dates';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: CAROLINAS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far the Carolinas' wall clock is ahead of UTC at `instantMs` (negative: -4 or -5 hours). */
function offsetMs(instantMs: number): number {
  const field = Object.fromEntries(
    parts.formatToParts(new Date(instantMs)).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const wallClock = Date.UTC(field.year, field.month - 1, field.day, field.hour, field.minute, field.second);
  return wallClock - (instantMs - (instantMs % 1000));
}

/**
 * The instant a Carolinas wall-clock time happens: `hour` o'clock (0-24) on `day` (YYYY-MM-DD) in
 * America/New_York, daylight saving time included. A move day 'starts' at hour 0.
 */
export function carolinasTime(day: string, hour: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, date, hour);
  // The offset at the guess can differ from the offset at the answer across a DST change: look twice.
  const first = asUtc - offsetMs(asUtc);
  return new Date(asUtc - offsetMs(first));
}
