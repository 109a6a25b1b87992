import type { MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { findCompanies, type MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import { refileMatchListing, stateCell } from '@functions/core/data/company/company-match-listing';
import { cellRoster, lastPackedDay, unpackDays, type RosterEntry } from '@functions/core/data/company/match-roster';
import { findMarketplaceReviewTotals } from '@functions/core/data/review/review-publication';
import { findMarketplacePriceAccuracy } from '@functions/core/data/quote/booked-move-completion';
import { zipCellOf } from '@functions/platform/geo/zip-cells';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { medianResponseHours } from '@schemas/companies';
import { isMatchFor, matchingState, matchWindow, moveRegimeOfRequest } from './matching';
import { milesToOrigin, servesMove } from './service-area';
import { compareRank, marketplaceMeans, rankingScore, type RankPosition } from './ranking-score';

/** How many free days a match's reason line names. */
const FREE_DAYS_SHOWN = 3;

/** A matched company with what its card's reason line says, and where it sits in the order. */
export interface RankedMatch {
  company: MovingCompanyItem;
  /** Miles from the company's base to the origin, rounded; null when unknown. */
  distance_miles: number | null;
  /** The first available days in the rest of the range (up to 3). */
  free_days: string[];
  position: RankPosition;
}

/** A page of a move's ranked matches, how many match in all, and where the next page starts (null: none). */
export type MatchesPage = { matches: RankedMatch[]; total: number; next: RankPosition | null };

interface Candidate {
  entry: RosterEntry;
  position: RankPosition;
  miles: number | null;
  freeDays: string[];
}

/**
 * Every company that may serve an origin: the roster of its ZIP code's cell; when the dataset
 * does not know the ZIP code, or places it in another state than the move says, also the
 * state's roster (servesMove then falls back to the state), each company once.
 */
async function rosterOfOrigin(zip: string, state: string): Promise<RosterEntry[]> {
  const origin = zipCellOf(zip);
  const cells = origin ? [origin.cell] : [];
  if (!origin || origin.state !== state) cells.push(stateCell(state));
  const rosters = await Promise.all(cells.map((cell) => cellRoster(cell)));
  return [...new Map(rosters.flat().map((entry) => [entry.id, entry])).values()];
}

/**
 * One page of a move's matches, best first (docs/matching.md, Ranking), after `after`:
 * one Query of the origin cell's roster (access pattern M1: every company whose service area
 * reaches the cell, compact), the exact rule and the score on each entry in memory, then a
 * BatchGet of the page's companies only, which decide again (a roster is refiled after each
 * change, not with it). Plus the marketplace's review and price accuracy totals (two GetItems).
 * `filter.nameContains` keeps only companies whose name contains it (any case): staff searching.
 */
export async function findMatchingCompanies(
  move: MoveRequestItem,
  pageSize: number,
  after?: RankPosition,
  filter: { nameContains?: string } = {},
): Promise<MatchesPage> {
  const state = matchingState(move);
  const today = todayInCarolinas();
  const window = matchWindow(move.start_date, move.end_date, today);
  if (!state || !window) return { matches: [], total: 0, next: null };

  const [entries, reviewTotals, accuracyTotals] = await Promise.all([
    rosterOfOrigin(move.from_location.zip, state),
    findMarketplaceReviewTotals(),
    findMarketplacePriceAccuracy(),
  ]);
  const means = marketplaceMeans(
    { count: reviewTotals.review_count, sum: reviewTotals.review_overall_sum },
    { completed: accuracyTotals.accuracy_completed, matched: accuracyTotals.accuracy_matched },
  );
  const windowDays = Math.round((Date.parse(window.last) - Date.parse(window.first)) / 86_400_000) + 1;

  const candidates: Candidate[] = [];
  const lapsed: string[] = [];
  const needle = filter.nameContains?.toLocaleLowerCase();
  const regime = moveRegimeOfRequest(move);
  for (const entry of entries) {
    if (lastPackedDay(entry) < today) lapsed.push(entry.id);
    if (needle && !entry.name.toLocaleLowerCase().includes(needle)) continue;
    if (!servesMove(entry, move)) continue;
    if (!(entry.licensed ?? []).includes(regime)) continue;
    const freeDays = unpackDays(entry, window.first, window.last);
    if (freeDays.length === 0) continue;
    const miles = milesToOrigin(entry, move);
    const score = rankingScore(
      {
        miles,
        freeDays: freeDays.length,
        windowDays,
        responseHours: medianResponseHours(entry),
        reviewCount: entry.review_count ?? 0,
        reviewSum: entry.review_overall_sum ?? 0,
        accuracyCompleted: entry.accuracy_completed ?? 0,
        accuracyMatched: entry.accuracy_matched ?? 0,
      },
      means,
    );
    candidates.push({ entry, miles, freeDays, position: { score, name: entry.name, id: entry.id } });
  }
  candidates.sort((a, b) => compareRank(a.position, b.position));
  const rest = after ? candidates.filter((c) => compareRank(c.position, after) > 0) : candidates;
  const page = rest.slice(0, pageSize);

  // Entries whose last day has passed are refiled (taken out) now, so no later page reads them.
  const [companies] = await Promise.all([
    findCompanies(page.map((c) => c.entry.id)),
    ...lapsed.map((id) => refileMatchListing(id)),
  ]);
  const matches = page.flatMap((candidate): RankedMatch[] => {
    const company = companies.get(candidate.entry.id);
    // The company item decides again: a roster left stale by a failure never shows a wrong company.
    if (!company || !isMatchFor(company, move)) return [];
    return [
      {
        company,
        distance_miles: candidate.miles === null ? null : Math.round(candidate.miles),
        free_days: candidate.freeDays.slice(0, FREE_DAYS_SHOWN),
        position: candidate.position,
      },
    ];
  });
  return { matches, total: candidates.length, next: rest.length > pageSize ? page.at(-1)!.position : null };
}
