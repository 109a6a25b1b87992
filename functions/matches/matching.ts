import { MAX_AVAILABILITY_DAYS_AHEAD } from '@schemas/availability';
import { MATCHING_AREA_STATES } from '@schemas/us-states';
import { addDays } from '@functions/platform/calendar-dates';
import {
  hasAvailableDayIn,
  listedCompanies,
  type ListingPosition,
} from '@functions/core/data/company/company-match-listing';
import type { MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import { todayInCarolinas } from '@functions/platform/move-dates';

/**
 * The part of a move's range a company could still do the move in: from today (Carolinas) or
 * the start, whichever is later, to the end; null once the range has passed. It stops at the
 * last day a calendar can be open (MAX_AVAILABILITY_DAYS_AHEAD): nothing later can match, and
 * a request stored before ranges were capped (one until 9999) must not cost a Query per month.
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
export function matchingState(move: MoveRequestItem): string | null {
  const state = move.from_location.state;
  return (MATCHING_AREA_STATES as readonly string[]).includes(state) ? state : null;
}

/** A company may take this move's requests: verified and of the move's (covered) origin state. */
export function isEligibleCompany(company: MovingCompanyItem, state: string | null): boolean {
  return state !== null && company.is_verified === true && company.state === state;
}

/** A page of a move's matches and whether another follows. */
export type MatchesPage = { companies: MovingCompanyItem[]; more: boolean };

/**
 * One page of the matches of a move: verified companies of its origin state (NC/SC only)
 * with an available day in the rest of its range, in name order after `after`. One Query of
 * matching's listing (access pattern M1: whole company items; see listedCompanies), so a
 * page reads about one item per company it returns, however many companies the state has.
 */
export async function findMatchingCompanies(
  move: MoveRequestItem,
  pageSize: number,
  after?: ListingPosition,
): Promise<MatchesPage> {
  const state = matchingState(move);
  const window = matchWindow(move.start_date, move.end_date);
  if (!state || !window) return { companies: [], more: false };
  // The item's own fields decide again: the listing is refiled after each change, not with it.
  const matches = (company: MovingCompanyItem) =>
    isEligibleCompany(company, state) && hasAvailableDayIn(company, window.first, window.last);
  return listedCompanies(state, pageSize, matches, after);
}

/** Whether the company's calendar has an available day in the rest of the move's range (from the company item; no read). */
export function isCompanyAvailableFor(company: MovingCompanyItem, move: MoveRequestItem): boolean {
  const window = matchWindow(move.start_date, move.end_date);
  return window ? hasAvailableDayIn(company, window.first, window.last) : false;
}
