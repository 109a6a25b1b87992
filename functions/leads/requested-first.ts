import type { SearchMoveRequestsBody } from '@schemas/leads';
import { findMoveRequests, type MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { emptyStats, leadSortKey } from '@functions/core/data/move-request/lead-index';
import { movesRequestedFrom } from '@functions/core/data/quote/requested-quotes';
import { leadWindow, matchesFilters, searchLeads, type LeadPage } from './search';

/** Marks a cursor that ended among the requested leads (schemas/leads.ts LeadCursorSchema). */
export const REQUESTED_CURSOR_PREFIX = 'R#';

/**
 * The move requests whose customer asked this company for a quote: the company's requested
 * quotes (movesRequestedFrom, a Query of its quotes) and a BatchGet of their moves. This read,
 * not the lead index, is how a company finds a move open only to the companies its customer
 * chose.
 */
export async function requestedMovesOf(companyId: string): Promise<MoveRequestItem[]> {
  return [...(await findMoveRequests(await movesRequestedFrom(companyId))).values()];
}

/**
 * One page of lead search with the leads that requested the company first: page 1 starts with
 * the requested moves the filters find (open, the state's, in the window), in lead order, paged
 * with an `R#` cursor; the page that runs out of them goes on with the index read from its start
 * (searchLeads), leaving them out, so none repeats. A cursor without the mark is already in the
 * index. With 'Requested you' only (requestedOnly) the index is never read.
 */
export async function searchRequestedFirst(
  state: string,
  filters: SearchMoveRequestsBody,
  requested: MoveRequestItem[],
  today?: string,
): Promise<LeadPage> {
  const cursor = filters.cursor ?? undefined;
  const inIndex = cursor !== undefined && !cursor.startsWith(REQUESTED_CURSOR_PREFIX);
  const requestedIds = new Set(requested.map((move) => move.id));
  if (inIndex) return filters.requestedOnly ? emptyPage() : searchLeads(state, filters, today, requestedIds);

  const window = leadWindow(filters, today);
  if (!window) return emptyPage();
  const after = cursor?.slice(REQUESTED_CURSOR_PREFIX.length);
  const items = requested
    .filter(
      (move) =>
        move.origin_state === state &&
        move.start_date <= window.windowEnd &&
        matchesFilters(move, filters, window.windowStart) &&
        (after === undefined || leadSortKey(move) > after),
    )
    .sort((a, b) => (leadSortKey(a) < leadSortKey(b) ? -1 : 1))
    .slice(0, filters.limit);
  if (items.length === filters.limit) {
    return { ...emptyPage(), items, nextCursor: REQUESTED_CURSOR_PREFIX + leadSortKey(items[items.length - 1]) };
  }
  if (filters.requestedOnly) return { ...emptyPage(), items };
  const rest = await searchLeads(
    state,
    { ...filters, cursor: undefined, limit: filters.limit - items.length },
    today,
    requestedIds,
  );
  return { ...rest, items: [...items, ...rest.items] };
}

function emptyPage(): LeadPage {
  return { items: [], nextCursor: null, stats: emptyStats() };
}
