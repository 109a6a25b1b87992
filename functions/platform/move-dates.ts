/**
 * Calendar dates of the move request are the customer's local dates (YYYY-MM-DD, no zone).
 * "Today" is judged in America/New_York, the zone of the Carolinas, not in UTC: at 9 pm in
 * Raleigh it is already tomorrow in UTC, and the customer must still be able to pick today.
 */
export const CAROLINAS_TIME_ZONE = 'America/New_York';

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: CAROLINAS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in the Carolinas as YYYY-MM-DD (en-CA formats dates that way). */
export function todayInCarolinas(now: Date = new Date()): string {
  return formatter.format(now);
}

export const PAST_DATE_MESSAGE = 'Past dates cannot be picked';

/** YYYY-MM-DD strings compare correctly as strings. */
export function isPastDate(date: string, now: Date = new Date()): boolean {
  return date < todayInCarolinas(now);
}
