import { routes } from '@schemas/routes';
import type { BookedDay } from '@schemas/booking-days';
import { companyBookedMovesBetween, type BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import { findProfiles } from '@functions/core/data/user/users';
import { callersCompany } from '@functions/platform/http/callers-company';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { calendarSettingsOf } from './calendar-settings';

/**
 * GET /api/my-moving-company/booked-days?start_date&end_date: the caller's company's days with
 * bookings (any stage but cancelled), each with its crews booked and, per booking, the
 * customer's first name, the quote id and the arrival window. Reads: the caller's profile
 * (access pattern 1), the company (access pattern 5), one Query of the company's booked moves
 * by day (booked move, gsi2), one BatchGet of the customers' profiles. Callers: MOVING_COMPANY
 * users of a company, their own company only (404 without one); other roles 403.
 */
export const listBookedDays: PlainHandler<typeof routes.listBookedDays> = async ({ auth, query }) => {
  const company = await callersCompany(auth);
  const moves = (await companyBookedMovesBetween(company.id, query.start_date, query.end_date)).filter(
    (move) => move.stage !== 'CANCELLED',
  );
  const customers = await findProfiles([...new Set(moves.map((move) => move.customer_id))]);
  const firstName = (move: BookedMoveItem) => customers.get(move.customer_id)?.firstName ?? '';
  return { crews_per_day: calendarSettingsOf(company).crews_per_day, days: byDay(moves, firstName) };
};

/** The moves grouped by day, in day order (the query answers them so). */
function byDay(moves: BookedMoveItem[], firstName: (move: BookedMoveItem) => string): BookedDay[] {
  const days = new Map<string, BookedDay>();
  for (const move of moves) {
    const day = days.get(move.move_day) ?? { date: move.move_day, crews_booked: 0, bookings: [] };
    day.crews_booked += 1;
    day.bookings.push({
      quote_id: move.quote_id,
      customer_first_name: firstName(move),
      arrival_window: {
        code: move.arrival_window.code as BookedDay['bookings'][number]['arrival_window']['code'],
        label: move.arrival_window.label,
      },
    });
    days.set(move.move_day, day);
  }
  return [...days.values()];
}

export const handler = httpHandler(routes.listBookedDays, listBookedDays);
