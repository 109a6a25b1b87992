import type { LeadLocationFilter, SearchMoveRequestsBody } from '@schemas/leads';
import { addDays } from '@functions/core/calendar-dates';
import {
  LEAD_SHORT_MAX_SPAN,
  LEAD_SPAN_CLASSES,
  leadSpanPartition,
  type MoveRequestItem,
  type StoredLocation,
} from '@functions/core/data/move-requests';
import { todayInCarolinas } from '@functions/core/move-dates';
import { emptyStats, leadSortKey, mergeInLeadOrder, readLongest, readStartSorted, type LeadReadStats } from '@functions/core/data/lead-index';

/**
 * How far before the window the short moves' month partitions are read, for moves already
 * running into it: a move of at most 31 days (LEAD_SHORT_MAX_SPAN) that ends in the window
 * started at most 31 days before it. Longer moves are in their length class partitions, each
 * read from its own maximum span before the window (leadReads).
 */
export const LEAD_LOOKBACK_DAYS = LEAD_SHORT_MAX_SPAN;
/** Without dates the search covers open moves starting in the next two years. */
export const LEAD_OPEN_HORIZON_DAYS = 731;
/** The first Query of a page reads page size + 1 items; each further one twice as many, up to this. */
const MAX_BATCH = 400;
/** The first Query of a length class reads this many items: long moves are a small share of the
 * leads, so a page usually takes a few of them (a class stream is only read further when the
 * merge takes its items). */
const LONG_FIRST_BATCH = 8;

/**
 * The date window searched: moves overlapping [windowStart, windowEnd] are found. It never
 * starts before today (Carolinas), so only open requests (end date not passed) are found.
 * Only a start: that one day; no dates: from today for two years. null: nothing can match.
 */
export function leadWindow(
  filters: Pick<SearchMoveRequestsBody, 'startDate' | 'endDate'>,
  today: string = todayInCarolinas(),
): { windowStart: string; windowEnd: string } | null {
  const requestedStart = filters.startDate ?? today;
  const windowEnd = filters.endDate ?? filters.startDate ?? addDays(today, LEAD_OPEN_HORIZON_DAYS);
  const windowStart = requestedStart > today ? requestedStart : today;
  if (windowEnd < windowStart) return null;
  return { windowStart, windowEnd };
}

/** One read of the index for a window: start-sorted partitions from fromStart, or LONGEST. */
export type LeadRead =
  | { kind: 'startSorted'; partition: 'months' | string; fromStart: string; toStart: string; endFloor: string }
  | { kind: 'longest'; windowStart: string; windowEnd: string };

/**
 * The reads that together find every move overlapping the window, whatever its length: a move
 * of class max span M overlaps [ws, we] only if it starts in [ws − M, we], so each start-sorted
 * class is read from its own lookback (31 days for the month partitions, M for SPAN<M>) and
 * filtered on end date >= ws; LONGEST is read by end date >= ws and filtered on start <= we.
 */
export function leadReads(window: { windowStart: string; windowEnd: string }): LeadRead[] {
  const { windowStart, windowEnd } = window;
  const startSorted = (partition: string, lookback: number): LeadRead => ({
    kind: 'startSorted',
    partition,
    fromStart: addDays(windowStart, -lookback),
    toStart: windowEnd,
    endFloor: windowStart,
  });
  return [
    startSorted('months', LEAD_LOOKBACK_DAYS),
    ...LEAD_SPAN_CLASSES.map((max) => startSorted(leadSpanPartition(max), max)),
    { kind: 'longest', windowStart, windowEnd },
  ];
}

const normalizeCity = (city: string) => city.trim().replace(/\s+/g, ' ').toLowerCase();

function matchesLocation(location: StoredLocation, filter: LeadLocationFilter): boolean {
  if (filter.city && normalizeCity(location.city) !== normalizeCity(filter.city)) return false;
  if (filter.zip && !location.zip.startsWith(filter.zip)) return false;
  return true;
}

/**
 * The filters applied after the read. Residence details describe the home moved out of (the
 * from location): under 800 sq ft, 3000 sq ft or more (a move without square feet matches
 * neither), 4 or more bedrooms, one level; packing is the request's packing need.
 */
export function matchesFilters(item: MoveRequestItem, filters: SearchMoveRequestsBody, endFloor: string): boolean {
  if (item.end_date < endFloor) return false;
  if (!matchesLocation(item.from_location, filters.fromLocation)) return false;
  if (!matchesLocation(item.to_location, filters.toLocation)) return false;
  const home = item.from_location;
  const residence = filters.residenceDetails;
  if (residence.lessThan800 && !(home.square_feet !== undefined && home.square_feet < 800)) return false;
  if (residence.isOver3000Sqft && !(home.square_feet !== undefined && home.square_feet >= 3000)) return false;
  if (residence.moreThan4Beds && !(home.count_bedrooms >= 4)) return false;
  if (residence.isOneLevel && home.unit_level_count !== 1) return false;
  if (residence.isPacking && !item.is_packing_required) return false;
  return true;
}

export interface LeadPage {
  items: MoveRequestItem[];
  nextCursor: string | null;
  stats: LeadReadStats;
}

/**
 * One page of open leads of a state for the filters, in start-date order (then id). Merges the
 * reads of leadReads() (from the cursor on) and stops as soon as the page is full. nextCursor
 * is the last lead's <start_date>#<id> when the page filled before every read reached its end
 * (the next page may then still turn out empty).
 */
export async function searchLeads(state: string, filters: SearchMoveRequestsBody, today?: string): Promise<LeadPage> {
  const stats = emptyStats();
  const window = leadWindow(filters, today);
  if (!window) return { items: [], nextCursor: null, stats };
  const after = filters.cursor ?? undefined;
  const streams = leadReads(window).map((read) =>
    read.kind === 'longest'
      ? readLongest({ state, windowStart: read.windowStart, windowEnd: read.windowEnd, after }, stats)
      : readStartSorted(
          { state, ...read, after, batchSize: read.partition === 'months' ? filters.limit + 1 : Math.min(filters.limit + 1, LONG_FIRST_BATCH), maxBatchSize: MAX_BATCH },
          stats,
        ),
  );
  const items: MoveRequestItem[] = [];
  const read = mergeInLeadOrder(streams);
  for await (const item of read) {
    if (!matchesFilters(item, filters, window.windowStart)) continue;
    items.push(item);
    if (items.length === filters.limit) {
      await read.return(undefined);
      return { items, nextCursor: leadSortKey(item), stats };
    }
  }
  return { items, nextCursor: null, stats };
}
