import { MATCHING_AREA_STATES } from '../../schemas/us-states';
import { companiesAvailableInMonth, hasAvailableDay, monthOf } from '../core/data/availability';
import type { MoveRequestItem } from '../core/data/move-requests';
import type { MovingCompanyItem } from '../core/data/moving-companies';
import { findCompanies } from '../companies/reads';
import { todayInCarolinas } from '../move-requests/dates';

/**
 * Most days of a move's range that matching looks at (so at most 3 months are read). A move
 * range is a few weeks at most in practice; past 62 days (two months) later days do not count.
 */
export const MAX_MATCH_RANGE_DAYS = 62;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The days of the range a company could still do the move: from today (Carolinas) or the
 * start, whichever is later, to the end, capped at MAX_MATCH_RANGE_DAYS. Empty when passed.
 */
export function matchDays(start: string, end: string, today: string = todayInCarolinas()): string[] {
  const first = start > today ? start : today;
  const days: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); days.length < MAX_MATCH_RANGE_DAYS; t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (day > end) break;
    days.push(day);
  }
  return days;
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

/** The months (YYYY-MM) the days fall in, in order. */
export function monthsOf(days: readonly string[]): string[] {
  return [...new Set(days.map(monthOf))];
}

/**
 * The matches of a move: verified companies of its origin state (NC/SC only) with an available
 * day in its range. Reads one gsi2 Query `AVAIL#<state>#<YYYY-MM>` per month the range touches
 * (1-3): one item per company with a day available that month, kept if one of its days is in
 * the range; then a BatchGet of the kept companies only. Sorted by name.
 */
export async function findMatchingCompanies(move: MoveRequestItem): Promise<MovingCompanyItem[]> {
  const state = matchingState(move);
  if (!state) return [];
  const days = matchDays(move.start_date, move.end_date);
  if (days.length === 0) return [];
  const [first, last] = [days[0]!, days[days.length - 1]!];
  const months = await Promise.all(monthsOf(days).map((month) => companiesAvailableInMonth(state, month)));
  const ids = new Set<string>();
  for (const { moving_company_id, days: free } of months.flat()) {
    if (free.some((day) => day >= first && day <= last)) ids.add(moving_company_id);
  }
  if (ids.size === 0) return [];
  // findCompanies retries unprocessed BatchGet keys, so no match is silently dropped.
  const companies = [...(await findCompanies([...ids])).values()];
  // Verification and the company's current state are checked on the profile (a month item
  // keeps the state of its last write; see moveAvailabilityToState).
  return companies.filter((c) => isEligibleCompany(c, state)).sort((a, b) => a.name.localeCompare(b.name));
}

/** Whether one company's calendar has an available day in the move's range (one Query of its 1-3 month items). */
export async function isCompanyAvailableFor(companyId: string, move: MoveRequestItem): Promise<boolean> {
  const days = matchDays(move.start_date, move.end_date);
  if (days.length === 0) return false;
  return hasAvailableDay(companyId, days[0]!, days[days.length - 1]!);
}
