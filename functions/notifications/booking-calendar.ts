import { createEvent, type EventAttributes } from 'ics';
import { STANDARD_WINDOW_HOURS, type ArrivalWindowCode } from '@schemas/bookings';
import { changeHistoryOf } from '@functions/core/data/quote/booked-move-changes';
import type { BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import type { StoredLocation } from '@functions/core/data/move-request/move-requests';
import { carolinasTime } from '@functions/platform/carolinas-time';
import type { EmailAttachment } from '@functions/platform/email';

export const CALENDAR_FILE_NAME = 'movematch-move.ics';

const dateArray = (day: string) => day.split('-').map(Number) as [number, number, number];

function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * When the event happens: a standard window from its first to its last hour in the Carolinas
 * (written in UTC, which every calendar converts to the reader's zone); the company's own
 * window, whose words a calendar cannot read, as the whole day.
 */
function eventTime(
  day: string,
  code: ArrivalWindowCode,
): Pick<EventAttributes, 'start' | 'startInputType' | 'startOutputType' | 'endInputType' | 'endOutputType'> & {
  end: EventAttributes['start'];
} {
  if (code === 'COMPANY') return { start: dateArray(day), end: dateArray(nextDay(day)) };
  const [from, to] = STANDARD_WINDOW_HOURS[code];
  return {
    start: carolinasTime(day, from).getTime(),
    end: carolinasTime(day, to).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
  };
}

/** "12 Oak St, Cary, NC 27511": a stored location in one line. */
export const placeOf = (location: StoredLocation) =>
  [location.address, `${location.city}, ${location.state} ${location.zip}`].filter(Boolean).join(', ');

/**
 * The booked move as a calendar event (.ics, made by the `ics` library): the move day and the
 * crew's arrival window, the company in the title, the start address as its place. One uid per
 * booking, so a calendar that imports it twice keeps one event (a later sequence updates it).
 */
export function bookingCalendarFile(
  move: BookedMoveItem,
  from: StoredLocation,
  to: StoredLocation,
  bookingLink: string,
): EmailAttachment {
  const { error, value } = createEvent({
    ...eventTime(move.move_day, move.arrival_window.code as ArrivalWindowCode),
    title: `Move with ${move.company_name}`,
    description: `Crew arrival: ${move.arrival_window.label}.\nFrom ${placeOf(from)} to ${placeOf(to)}.\nYour booking: ${bookingLink}`,
    location: placeOf(from),
    url: bookingLink,
    uid: `booking-${move.quote_id}@movematch`,
    // Each accepted change raises it, so a calendar holding the event takes the new day and window.
    sequence: changeHistoryOf(move).filter((change) => change.decision === 'ACCEPTED').length,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    productId: 'movematch/booking',
    method: 'PUBLISH',
  });
  if (error || !value) throw error ?? new Error('The calendar event could not be made');
  return { filename: CALENDAR_FILE_NAME, contentType: 'text/calendar; method=PUBLISH', content: value };
}
