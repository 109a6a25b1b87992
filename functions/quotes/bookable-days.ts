import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import type { MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { crewsPerDayOf } from './booking';

/**
 * The days a customer may book: of the move's range, today (Carolinas) or later, published
 * available by the company, and with fewer crews booked than the company has. The booking
 * itself checks each of these again (bookingPlanFor, and the day's crews in its transaction).
 */
export function bookableDays(
  move: Pick<MoveRequestItem, 'start_date' | 'end_date'>,
  company: MovingCompanyItem,
  booked: ReadonlyArray<{ date: string; booked: number }>,
  now: Date,
): string[] {
  const first = [move.start_date, todayInCarolinas(now)].sort()[1];
  const full = new Set(booked.filter((day) => day.booked >= crewsPerDayOf(company)).map((day) => day.date));
  return [...(company.available_days ?? [])]
    .filter((day) => day >= first && day <= move.end_date && !full.has(day))
    .sort();
}
