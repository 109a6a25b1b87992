import { LIMITS } from '@schemas/constants';
import { NEXT_CURSOR_HEADER } from '@schemas/paging';
import { routes } from '@schemas/routes';
import { callersLeadCompany } from '@functions/platform/http/callers-company';
import { findMoveRequests } from '@functions/core/data/move-request/move-requests';
import { updateProfile } from '@functions/core/data/user/users';
import { leadManagerPage } from '@functions/core/data/lead-manager/lead-manager-page';
import { httpHandler, Reply, type PlainHandler } from '@functions/platform/http/handler';
import { decodeLeadPosition, encodeLeadPosition } from './lead-cursor';
import { leadRows } from './lead-rows';

/**
 * GET /api/my-company-quotes[?cursor=] — the lead manager: a page (LIMITS.leadManagerPageSize)
 * of the company's quotes (type 'quote') and saved leads without a quote (type 'saved'), last
 * interaction first; the next page's cursor in the x-next-cursor header while more may follow
 * (the body stays the spec's array). A 400 for a cursor this server did not give.
 * Reads: the caller's profile (access pattern 1), the company (access pattern 5) and its plan, Query the lead manager index (access pattern M8)
 * (the page only), BatchGet of the page's moves and of its booked quotes' booked moves (day, window, stage); what a row also shows is copied onto its
 * record once (lead-rows.ts), so a row reads its record and its move, plus the profile of a
 * customer who booked (the contact, read fresh). Only moves the lead rule lets the company
 * read. Opening the manager (the first page) stores the caller's manage_leads_viewed_at: the
 * Manage leads dot (GET /unread-count) counts what the customers changed after it.
 * Callers: MOVING_COMPANY (no company linked: 404).
 */
export const listMyCompanyQuotes: PlainHandler<typeof routes.listMyCompanyQuotes> = async ({ auth, query }) => {
  const after = query.cursor ? decodeLeadPosition(query.cursor) : undefined;
  const company = await callersLeadCompany(auth);
  const [page] = await Promise.all([
    leadManagerPage(company.id, LIMITS.leadManagerPageSize, after),
    after ? null : updateProfile(auth.userId, { manage_leads_viewed_at: new Date().toISOString() }),
  ]);
  const moves = await findMoveRequests(
    page.entries.map((entry) => (entry.kind === 'QUOTE' ? entry.quote : entry.saved).move_request_id),
  );
  const rows = await leadRows(company, page.entries, moves);
  return new Reply(200, rows, page.next ? { [NEXT_CURSOR_HEADER]: encodeLeadPosition(page.next) } : {});
};

export const handler = httpHandler(routes.listMyCompanyQuotes, listMyCompanyQuotes);
