import type { BookedDay } from '@schemas/booking-days';

/** A booked day as the calendar marks it: crews booked of the crews per day, and who booked in which window. */
export interface BookedMark {
  booked: number;
  crews: number;
  bookings: Array<{ name: string; window: string }>;
}

/** The booked days by date, for the day buttons and the month's list. */
export function bookedMarks(days: readonly BookedDay[], crews: number): Record<string, BookedMark> {
  return Object.fromEntries(
    days.map((day) => [
      day.date,
      {
        booked: day.crews_booked,
        crews,
        bookings: day.bookings.map((b) => ({ name: b.customer_first_name, window: b.arrival_window.label })),
      },
    ]),
  );
}

/** 'Ana, Ben': who booked the day, for a day's accessible name. */
export const bookedNames = (mark: BookedMark) =>
  mark.bookings
    .map((b) => b.name)
    .filter(Boolean)
    .join(', ');
