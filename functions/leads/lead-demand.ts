import {
  LEAD_DEMAND_CARDS,
  LEAD_DEMAND_COUNT_CAP,
  LEAD_DEMAND_WINDOW_DAYS,
  type DemandLeadCard,
  type LeadDemand,
} from '@schemas/lead-demand';
import { LEAD_PAGE_SIZE_MAX, SearchMoveRequestsBodySchema } from '@schemas/leads';
import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import type { MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { canCompanyTouchLead } from '@functions/lead-payments';
import { servesMove } from '@functions/matches';
import { addDays } from '@functions/platform/calendar-dates';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { searchLeads } from './search';

/** Index pages read at most: the preview's cost stays bounded in a busy state. */
const MAX_PAGES = Math.ceil(LEAD_DEMAND_COUNT_CAP / LEAD_PAGE_SIZE_MAX) * 2;

/**
 * The open leads of the company's state overlapping the next 30 days, read from the state's
 * lead index in start-date order (moves open only to chosen companies are not in it), kept
 * when the lead rule lets the company see them and they lie in its service area (servesMove).
 */
export async function leadDemandOf(
  company: Pick<MovingCompanyItem, 'is_verified' | 'state' | 'zip' | 'service_radius' | 'serves_out_of_state'>,
  today: string = todayInCarolinas(),
): Promise<LeadDemand> {
  const window = { start: today, end: addDays(today, LEAD_DEMAND_WINDOW_DAYS) };
  if (!company.state) return { window, open_leads: 0, at_least: false, leads: [] };
  const filters = SearchMoveRequestsBodySchema.parse({
    startDate: window.start,
    endDate: window.end,
    limit: LEAD_PAGE_SIZE_MAX,
  });
  const found: MoveRequestItem[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await searchLeads(company.state, { ...filters, cursor }, today);
    found.push(...page.items.filter((move) => canCompanyTouchLead(company, move, 'see') && servesMove(company, move)));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor !== null && found.length < LEAD_DEMAND_COUNT_CAP && pages < MAX_PAGES);
  const atLeast = cursor !== null;
  return {
    window,
    open_leads: Math.min(found.length, LEAD_DEMAND_COUNT_CAP),
    at_least: atLeast,
    leads: found.slice(0, LEAD_DEMAND_CARDS).map(demandCard),
  };
}

/** The card: field by field, so nothing else of the move (id, customer, address, ZIP) can leave. */
function demandCard(move: MoveRequestItem): DemandLeadCard {
  return {
    start_date: move.start_date,
    end_date: move.end_date,
    from: { city: move.from_location.city, state: move.from_location.state },
    to: { city: move.to_location.city, state: move.to_location.state },
    bedrooms: move.from_location.count_bedrooms,
    square_feet: move.from_location.square_feet ?? null,
  };
}
