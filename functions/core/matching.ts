import { MAX_AVAILABILITY_DAYS_AHEAD } from '@schemas/availability';
import { MATCHING_AREA_STATES } from '@schemas/us-states';
import { addDays, monthsBetween } from './calendar-dates';
import { companiesAvailableInMonth, hasAvailableDay } from './data/availability';
import type { MoveRequestItem } from './data/move-requests';
import { findCompanies, type MovingCompanyItem } from './data/moving-companies';
import { todayInCarolinas } from './move-dates';

/**
 * The part of a move's range a company could still do the move in: from today (Carolinas) or
 * the start, whichever is later, to the end; null once the range has passed. It stops at the
 * last day a calendar can be open (MAX_AVAILABILITY_DAYS_AHEAD): nothing later can match, and
 * a request stored before ranges were capped (one until 9999) must not cost a Query per month.
 */
export function matchWindow(start: string, end: string, today: string = todayInCarolinas()): { first: string; last: string } | null {
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

/**
 * The matches of a move: verified companies of its origin state (NC/SC only) with an available
 * day in its range. Reads one gsi2 Query `AVAIL#<state>#<YYYY-MM>` per month the rest of the
 * range touches (in parallel): one item per listed (verified) company with a day available that
 * month, kept if one of its days is in the range; then a BatchGet of the kept companies only.
 * Sorted by name.
 */
export async function findMatchingCompanies(move: MoveRequestItem): Promise<MovingCompanyItem[]> {
  const state = matchingState(move);
  if (!state) return [];
  const window = matchWindow(move.start_date, move.end_date);
  if (!window) return [];
  const { first, last } = window;
  const months = await Promise.all(monthsBetween(first, last).map((month) => companiesAvailableInMonth(state, month)));
  const ids = new Set<string>();
  for (const { moving_company_id, days: free } of months.flat()) {
    if (free.some((day) => day >= first && day <= last)) ids.add(moving_company_id);
  }
  if (ids.size === 0) return [];
  // findCompanies retries unprocessed BatchGet keys, so no match is silently dropped.
  const companies = [...(await findCompanies([...ids])).values()];
  // Verification and the company's current state are checked again on the profile: a month
  // item keeps the listing of its last write (see listingStateOf, moveAvailabilityToState).
  return companies.filter((c) => isEligibleCompany(c, state)).sort((a, b) => a.name.localeCompare(b.name));
}

/** Whether one company's calendar has an available day in the rest of the move's range (one Query of its month items). */
export async function isCompanyAvailableFor(companyId: string, move: MoveRequestItem): Promise<boolean> {
  const window = matchWindow(move.start_date, move.end_date);
  return window ? hasAvailableDay(companyId, window.first, window.last) : false;
}
