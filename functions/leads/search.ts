import type { LeadLocationFilter, SearchMoveRequestsBody } from '@schemas/leads';
import { addDays } from '@functions/platform/calendar-dates';
import type { MoveRequestItem, StoredLocation } from '@functions/core/data/move-request/move-requests';
import {
  LEAD_CLASSES,
  LEAD_ZIP_KEY_DIGITS,
  leadCityKey,
  type LeadIndex,
} from '@functions/core/data/move-request/lead-keys';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { hasLeadTraits, leadTraitsWanted } from '@functions/core/data/move-request/lead-traits';
import {
  emptyStats,
  leadSortKey,
  readLeadWindow,
  type LeadReadStats,
} from '@functions/core/data/move-request/lead-index';

/** Without dates the search covers open moves starting in the next two years. */
export const LEAD_OPEN_HORIZON_DAYS = 731;

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

/**
 * The narrowest index the filters name: origin and destination city (route), origin city, the
 * origin zip's first three digits, else the whole state; with residence boxes checked, that
 * index of the lead trait items filed under exactly their combination. Every filter is still
 * checked on the items after the read (matchesFilters); `covers` says the index already implies
 * them all, so every item read is a lead of the page and no Query needs to read more than the
 * page lacks.
 */
export function leadIndexFor(filters: SearchMoveRequestsBody): { index: LeadIndex; covers: boolean } {
  const traits = leadTraitsWanted(filters.residenceDetails);
  const { index, covers } = locationIndexFor(filters);
  return { index: traits ? { ...index, traits } : index, covers };
}

function locationIndexFor({ fromLocation: from, toLocation: to }: SearchMoveRequestsBody): {
  index: LeadIndex;
  covers: boolean;
} {
  if (from.city && to.city)
    return { index: { kind: 'route', from: from.city, to: to.city }, covers: !from.zip && !to.zip };
  if (from.city) return { index: { kind: 'from', city: from.city }, covers: !from.zip && !to.zip && !to.city };
  if (from.zip && from.zip.length >= LEAD_ZIP_KEY_DIGITS) {
    return {
      index: { kind: 'zip', zip: from.zip },
      covers: from.zip.length === LEAD_ZIP_KEY_DIGITS && !to.city && !to.zip,
    };
  }
  return { index: { kind: 'state' }, covers: !from.zip && !to.city && !to.zip };
}

function matchesLocation(location: StoredLocation, filter: LeadLocationFilter): boolean {
  if (filter.city && leadCityKey(location.city) !== leadCityKey(filter.city)) return false;
  if (filter.zip && !location.zip.startsWith(filter.zip)) return false;
  return true;
}

/**
 * The filters applied after the read. Residence details describe the home moved out of (the
 * from location): under 800 sq ft, 3000 sq ft or more (a move without square feet matches
 * neither), 4 or more bedrooms, one level; packing is the request's packing need (LEAD_TRAITS).
 * A move its customer has booked is no lead any more.
 */
export function matchesFilters(item: MoveRequestItem, filters: SearchMoveRequestsBody, endFloor: string): boolean {
  if (item.booked_quote_id) return false;
  if (item.end_date < endFloor) return false;
  if (!matchesLocation(item.from_location, filters.fromLocation)) return false;
  if (!matchesLocation(item.to_location, filters.toLocation)) return false;
  return hasLeadTraits(item, filters.residenceDetails);
}

export interface LeadPage {
  items: MoveRequestItem[];
  nextCursor: string | null;
  stats: LeadReadStats;
}

/**
 * One page of open leads of a state for the filters, in start-date order (then id): the classes
 * of the narrowest index (leadIndexFor), merged lazily from the cursor on, stopping as soon as
 * the page is full. nextCursor is the last lead's <start_date>#<id> when the page filled (the
 * next page may then still turn out empty). `skip`: leads already handed out ahead of the index
 * (searchRequestedFirst).
 */
export async function searchLeads(
  state: string,
  filters: SearchMoveRequestsBody,
  today?: string,
  skip: ReadonlySet<string> = new Set(),
): Promise<LeadPage> {
  const stats = emptyStats();
  const window = leadWindow(filters, today);
  if (!window) return { items: [], nextCursor: null, stats };
  const { index, covers } = leadIndexFor(filters);
  const context = { wanted: filters.limit, capByWanted: covers };
  const read = readLeadWindow(
    { state, index, ...window, after: filters.cursor ?? undefined },
    LEAD_CLASSES,
    context,
    stats,
  );
  const items: MoveRequestItem[] = [];
  for await (const item of read) {
    if (skip.has(item.id) || !matchesFilters(item, filters, window.windowStart)) continue;
    items.push(item);
    context.wanted = filters.limit - items.length;
    if (items.length === filters.limit) {
      await read.return(undefined);
      return { items, nextCursor: leadSortKey(item), stats };
    }
  }
  return { items, nextCursor: null, stats };
}
