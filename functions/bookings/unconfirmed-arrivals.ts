import type { UnconfirmedArrival } from '@schemas/booking-arrival';
import { bookedMovesDueBetween } from '@functions/core/data/quote/booked-moves';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { isArrivalUnconfirmed, UNCONFIRMED_FLAG_HOURS } from './views';

/**
 * Upcoming booked moves whose day starts within 48 hours of `now` (today's included) and whose
 * arrival window the company has not confirmed, soonest first: the admin's 'Unconfirmed
 * arrivals'. Reads: the UPCOMING booked moves from today to the day 48 hours ahead (gsi3 BOOKINGSTAGE).
 */
export async function unconfirmedArrivals(now: Date): Promise<UnconfirmedArrival[]> {
  const last = todayInCarolinas(new Date(now.getTime() + UNCONFIRMED_FLAG_HOURS * 3_600_000));
  const upcoming = await bookedMovesDueBetween('UPCOMING', todayInCarolinas(now), last);
  return upcoming
    .filter((move) => isArrivalUnconfirmed(move, now))
    .map((move) => ({
      quote_id: move.quote_id,
      moving_company_id: move.moving_company_id,
      company_name: move.company_name,
      move_day: move.move_day,
      arrival_window: {
        code: move.arrival_window.code as UnconfirmedArrival['arrival_window']['code'],
        label: move.arrival_window.label,
      },
      reminder_sent_at: move.reminder_sent_at ?? null,
    }));
}
