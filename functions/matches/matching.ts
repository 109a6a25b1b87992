import { MAX_AVAILABILITY_DAYS_AHEAD } from '@schemas/availability';
import { companyLicensedRegimes } from '@schemas/licences';
import { moveRegimeOf, type MoveRegime } from '@schemas/move-regime';
import { MATCHING_AREA_STATES } from '@schemas/us-states';
import { addDays } from '@functions/platform/calendar-dates';
import { hasAvailableDayIn } from '@functions/core/data/company/company-match-listing';
import type { MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { servesMove } from './service-area';

/**
 * The part of a move's range a company could still do the move in: from today (Carolinas) or
 * the start, whichever is later, to the end; null once the range has passed. It stops at the
 * last day a calendar can be open (MAX_AVAILABILITY_DAYS_AHEAD): nothing later can match, and
 * a request stored before ranges were capped (one until 9999) must not read a year of days.
 */
export function matchWindow(
  start: string,
  end: string,
  today: string = todayInCarolinas(),
): { first: string; last: string } | null {
  const first = start > today ? start : today;
  const lastOpenDay = addDays(today, MAX_AVAILABILITY_DAYS_AHEAD);
  const last = end < lastOpenDay ? end : lastOpenDay;
  return first <= last ? { first, last } : null;
}

/** The move's origin state when matching covers it (NC/SC), else null: no matches. */
export function matchingState(move: Pick<MoveRequestItem, 'from_location'>): string | null {
  const state = move.from_location.state;
  return (MATCHING_AREA_STATES as readonly string[]).includes(state) ? state : null;
}

/** Which rules the move falls under (schemas/move-regime.ts), from its stored addresses. */
export const moveRegimeOfRequest = (move: Pick<MoveRequestItem, 'from_location' | 'to_location'>): MoveRegime =>
  moveRegimeOf(move.from_location, move.to_location);

/**
 * The one rule of 'is this company a match for this move' (the matches list, check-availability,
 * quote requests, a customer opening a conversation): the move starts in NC/SC, the company is
 * verified and licensed for the move's regime (an NCUC certificate for NC intrastate, SC Class E
 * for SC intrastate, USDOT with active authority for interstate: docs/compliance.md), the move
 * lies in its service area (servesMove) and it has an available day in the rest of the move's
 * range. From the company item alone (no read).
 */
export function isMatchFor(company: MovingCompanyItem, move: MoveRequestItem): boolean {
  const window = matchWindow(move.start_date, move.end_date);
  return (
    matchingState(move) !== null &&
    company.is_verified === true &&
    companyLicensedRegimes(company).includes(moveRegimeOfRequest(move)) &&
    servesMove(company, move) &&
    window !== null &&
    hasAvailableDayIn(company, window.first, window.last)
  );
}

/** Whether the company's calendar has an available day in the rest of the move's range (from the company item; no read). */
export function isCompanyAvailableFor(company: MovingCompanyItem, move: MoveRequestItem): boolean {
  const window = matchWindow(move.start_date, move.end_date);
  return window ? hasAvailableDayIn(company, window.first, window.last) : false;
}
