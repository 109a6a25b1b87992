import type { MatchEntry } from '../api/get-my-matches';

/*
 * Why a company is on the customer's list, in one line (docs/matching.md, Ranking): what only
 * the ranking knows, '12 mi from you · free Dec 8, 9, 12'. The response time and the reviews it
 * also weighs are the card's trust facts, said once there. A part whose fact is unknown is left out.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Dec 8, 9, 12' (the month named once per run of days in it): 'Dec 30, 31, Jan 2'. */
export function freeDaysLabel(days: readonly string[]): string {
  let month = -1;
  return days
    .map((day) => {
      const [, m, d] = day.split('-').map(Number);
      const label = m - 1 === month ? String(d) : `${MONTHS[m - 1]} ${d}`;
      month = m - 1;
      return label;
    })
    .join(', ');
}

type ReasonFacts = Pick<MatchEntry, 'distance_miles' | 'free_days'>;

/** The reason line's parts, in order; empty when nothing is known. */
export function matchReasonParts(match: ReasonFacts): string[] {
  const { distance_miles, free_days } = match;
  return [
    distance_miles === null ? null : `${distance_miles} mi from you`,
    free_days.length > 0 ? `free ${freeDaysLabel(free_days)}` : null,
  ].filter((part): part is string => part !== null);
}

export const matchReasonLine = (match: ReasonFacts) => matchReasonParts(match).join(' · ');
