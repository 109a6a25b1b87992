import { LIMITS } from '@schemas/constants';
import { NEXT_CURSOR_HEADER } from '@schemas/paging';
import { routes } from '@schemas/routes';
import { savedLeadPage, type SavedLeadPosition } from '@functions/core/data/saved/saved-leads';
import { httpHandler, Reply, type PlainHandler } from '@functions/platform/http/handler';
import { decodePageCursor, encodePageCursor } from '@functions/platform/http/page-cursor';
import { canCompanyReadMove } from '@functions/lead-payments';
import { callersLeadCompany } from '@functions/platform/http/callers-company';
import { findMoveRequests } from '@functions/core/data/move-request/move-requests';
import { findProfiles } from '@functions/core/data/user/users';
import { firstNameOnly } from '@functions/move-requests';
import { toSavedLeadView } from './views';

const decodePosition = (cursor: string): SavedLeadPosition => {
  const [created_at, move_request_id] = decodePageCursor(cursor, 2);
  return { created_at, move_request_id };
};

/**
 * GET /api/my-saved-leads[?cursor=] — a page (LIMITS.savedLeadsPageSize) of the caller's
 * company's saved leads, newest first; the next page's cursor in the x-next-cursor header while
 * more may follow (the body stays the spec's array). A 400 for a cursor this server did not give.
 * Reads: profile and company, Query my saved leads (saved leads, access pattern S2) (the page only), BatchGet of
 * the page's moves; the customer's first name is copied onto the record at the save, so only a
 * record saved before that costs its customer's profile (first name only leaves).
 */
export const listMySavedLeads: PlainHandler<typeof routes.listMySavedLeads> = async ({ auth, query }) => {
  const after = query.cursor ? decodePosition(query.cursor) : undefined;
  const company = await callersLeadCompany(auth);
  const { saved, next } = await savedLeadPage(company.id, LIMITS.savedLeadsPageSize, after);
  const moves = await findMoveRequests(saved.map((s) => s.move_request_id));
  const unnamed = saved
    .filter((s) => !s.customer_first_name)
    .flatMap((s) => moves.get(s.move_request_id)?.user_id ?? []);
  const profiles = await findProfiles(unnamed);
  const rows = saved.map((s) => {
    // A saved record alone does not open a move the lead rule no longer allows.
    const stored = moves.get(s.move_request_id);
    const move = stored && canCompanyReadMove(company, stored, { quote: null, saved: true }) ? stored : null;
    const firstName = s.customer_first_name ?? (move ? profiles.get(move.user_id)?.firstName : undefined);
    return toSavedLeadView(s, move, move && firstName ? firstNameOnly(firstName) : null);
  });
  return new Reply(
    200,
    rows,
    next ? { [NEXT_CURSOR_HEADER]: encodePageCursor([next.created_at, next.move_request_id]) } : {},
  );
};

export const handler = httpHandler(routes.listMySavedLeads, listMySavedLeads);
