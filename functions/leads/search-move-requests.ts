import { routes } from '@schemas/routes';
import { httpHandler, type PlainHandler } from '@functions/core/http/handler';
import { assertSubscriptionAllowsLeads, callersCompany } from '@functions/core/http/callers-company';
import { searchLeads } from './search';
import { toSearchResults } from './views';

/**
 * POST /api/search-move-requests — a company's lead search (docs/leads.md).
 * Reads: the caller's profile and company (GetItems), then the lead index gsi1 of the
 * company's own state: the month partitions of short moves and the length-class partitions of
 * long ones, each a key range from its lookback before the window, merged by <start_date>#<id>
 * and stopping when the page is full; city, zip, residence details and the end date (only open
 * requests) are checked after the read. Then BatchGets of the results'
 * customer profiles, this company's quotes and saved leads. Callers: MOVING_COMPANY with a
 * company (404 otherwise). Only open move requests whose origin is the company's state.
 */
export const searchMoveRequests: PlainHandler<typeof routes.searchMoveRequests> = async ({ auth, body }) => {
  const company = await callersCompany(auth);
  await assertSubscriptionAllowsLeads(company);
  if (!company.state) return { results: [], nextCursor: null };
  const page = await searchLeads(company.state, body);
  return { results: await toSearchResults(company.id, page.items), nextCursor: page.nextCursor };
};

export const handler = httpHandler(routes.searchMoveRequests, searchMoveRequests);
