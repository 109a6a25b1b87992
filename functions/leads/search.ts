import type { LeadLocationFilter, SearchMoveRequestsBody } from '../../schemas/leads';
import type { MoveRequestItem, StoredLocation } from '../core/data/move-requests';
import { todayInCarolinas } from '../move-requests/dates';
import { leadSortKey, readLeadIndex, type LeadReadStats } from './lead-index';

/**
 * How far before the window the index is read for moves already running into it: a move
 * whose range starts up to 31 days before the window start and ends in it is found. (The
 * index is by start date; a longer range is found by windows that start within 31 days of
 * its start, or that contain its start.)
 */
export const LEAD_LOOKBACK_DAYS = 31;
/** Without dates the search covers open moves starting in the next two years. */
export const LEAD_OPEN_HORIZON_DAYS = 731;
/** The first Query of a page reads page size + 1 items; each further one twice as many, up to this. */
const MAX_BATCH = 400;

const DAY_MS = 24 * 60 * 60 * 1000;
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The read for a date window: start dates from (window start − lookback) to the window end,
 * keeping moves that end on or after the window start. The window never starts before today
 * (Carolinas), so only open requests (end date not passed) are found. null: nothing can match.
 */
export function leadWindow(
  filters: Pick<SearchMoveRequestsBody, 'startDate' | 'endDate'>,
  today: string = todayInCarolinas(),
): { fromStart: string; toStart: string; endFloor: string } | null {
  const requestedStart = filters.startDate ?? today;
  const windowEnd = filters.endDate ?? filters.startDate ?? addDays(today, LEAD_OPEN_HORIZON_DAYS);
  const windowStart = requestedStart > today ? requestedStart : today;
  if (windowEnd < windowStart) return null;
  return { fromStart: addDays(windowStart, -LEAD_LOOKBACK_DAYS), toStart: windowEnd, endFloor: windowStart };
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
 * One page of open leads of a state for the filters, in start-date order. Reads only the
 * month partitions of the window (from the cursor on), stops as soon as the page is full.
 * nextCursor is the last lead's sort key when the page filled before the window was read
 * to its end (the next page may then still turn out empty).
 */
export async function searchLeads(state: string, filters: SearchMoveRequestsBody, today?: string): Promise<LeadPage> {
  const stats: LeadReadStats = { queries: 0, itemsRead: 0, capacityUnits: 0 };
  const window = leadWindow(filters, today);
  if (!window) return { items: [], nextCursor: null, stats };
  const items: MoveRequestItem[] = [];
  const read = readLeadIndex(
    { state, fromStart: window.fromStart, toStart: window.toStart, after: filters.cursor ?? undefined, endFloor: window.endFloor, batchSize: filters.limit + 1, maxBatchSize: MAX_BATCH },
    stats,
  );
  for await (const item of read) {
    if (!matchesFilters(item, filters, window.endFloor)) continue;
    items.push(item);
    if (items.length === filters.limit) {
      await read.return(undefined);
      return { items, nextCursor: leadSortKey(item), stats };
    }
  }
  return { items, nextCursor: null, stats };
}
