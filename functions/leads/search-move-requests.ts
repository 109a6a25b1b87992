import { companyLicensedRegimes } from '@schemas/licences';
import { moveRegimeOf } from '@schemas/move-regime';
import { routes } from '@schemas/routes';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { canCompanyTouchLead } from '@functions/lead-payments';
import { callersLeadCompany } from '@functions/platform/http/callers-company';
import { requestedMovesOf, searchRequestedFirst } from './requested-first';
import { toSearchResults } from './views';

/**
 * POST /api/search-move-requests — a company's lead search (docs/leads.md).
 * Reads: the caller's profile and company (GetItems), then the narrowest lead index of the
 * company's own state that the filters name (state, origin city, route or origin zip; gsi1 to
 * gsi4): one key range per length class from its look-back before the window, merged lazily by
 * <start_date>#<id> and stopping when the page is full; city, zip, residence details and the end
 * date (only open requests) are checked after the read. Ahead of it, the moves whose customer
 * asked this company (Query of its quotes, BatchGet of the moves) come first on page 1. Then BatchGets of the results'
 * customer profiles, this company's quotes and saved leads. Callers: MOVING_COMPANY with a
 * company (404 otherwise). Only open move requests whose origin is the company's state.
 */
export const searchMoveRequests: PlainHandler<typeof routes.searchMoveRequests> = async ({ auth, body }) => {
  const company = await callersLeadCompany(auth);
  if (!company.state) return { results: [], nextCursor: null };
  const requested = await requestedMovesOf(company.id);
  const page = await searchRequestedFirst(company.state, body, requested);
  // The index already reads only the company's state and open moves; the lead rule has the last word.
  // Only moves the company's licences cover (docs/compliance.md, Licences).
  const licensed = companyLicensedRegimes(company);
  const leads = page.items.filter(
    (move) =>
      canCompanyTouchLead(company, move, 'see') &&
      licensed.includes(moveRegimeOf(move.from_location, move.to_location)),
  );
  const requestedIds = new Set(requested.map((move) => move.id));
  return { results: await toSearchResults(company.id, leads, requestedIds), nextCursor: page.nextCursor };
};

export const handler = httpHandler(routes.searchMoveRequests, searchMoveRequests);
