import type { CompanyLead } from '@schemas/company-quotes';
import { routes } from '@schemas/routes';
import { canCompanyReadMove } from '@functions/lead-payments';
import { callersLeadCompany } from '@functions/platform/http/callers-company';
import { findMoveRequests } from '@functions/core/data/move-requests';
import { findProfiles, updateProfile } from '@functions/core/data/users';
import { listSavedLeads } from '@functions/core/data/saved-leads';
import { paidLeadIds } from '@functions/core/data/lead-tokens';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { listCompanyQuotes } from '@functions/core/data/quotes';
import { quoteLead, savedLead } from './views';

/**
 * GET /api/my-company-quotes — the lead manager: the company's quotes (type 'quote') and its
 * saved leads without a quote (type 'saved'), last interaction first.
 * Reads: USER#<sub>/PROFILE, COMPANY#<id>/PROFILE, Query gsi2 COMPANY#<id>#QUOTES, Query
 * COMPANY#<id> begins_with SAVEDLEAD#, BatchGet of the moves and of MOVE#<id>/PAIDLEAD#<company>
 * (has_token), BatchGet of their customers' profiles. A payment-pending quote shows with its
 * status and payment_pending. Only moves the lead rule lets the company read (canCompanyReadMove). Every move
 * goes through toCompanyView: last name and e-mail only when the customer booked the quote.
 * Opening the manager stores the caller's manage_leads_viewed_at (USER#<sub>/PROFILE): the
 * Manage leads dot (GET /unread-count) counts what the customers changed after it.
 * Callers: MOVING_COMPANY (no company linked: 404).
 */
export const listMyCompanyQuotes: PlainHandler<typeof routes.listMyCompanyQuotes> = async ({ auth }) => {
  const company = await callersLeadCompany(auth);
  const viewedAt = new Date().toISOString();
  const [quotes, saved] = await Promise.all([
    listCompanyQuotes(company.id),
    listSavedLeads(company.id),
    updateProfile(auth.userId, { manage_leads_viewed_at: viewedAt }),
  ]);
  const quotedMoves = new Set(quotes.map((q) => q.move_request_id));
  const savedMoves = new Set(saved.map((s) => s.move_request_id));
  const unquotedSaved = saved.filter((s) => !quotedMoves.has(s.move_request_id));

  const moveIds = [...quotedMoves, ...unquotedSaved.map((s) => s.move_request_id)];
  const [moves, paid] = await Promise.all([findMoveRequests(moveIds), paidLeadIds(company.id, moveIds)]);
  const customers = await findProfiles([...moves.values()].map((m) => m.user_id));
  const marks = (moveId: string) => ({ saved: savedMoves.has(moveId), paid: paid.has(moveId) });

  const leads: CompanyLead[] = [];
  for (const quote of quotes) {
    const move = moves.get(quote.move_request_id);
    // A record alone does not open a move the lead rule does not allow (a quote made before it held).
    if (move && canCompanyReadMove(company, move, { quote, saved: savedMoves.has(move.id) })) leads.push(quoteLead(quote, move, customers.get(move.user_id) ?? null, marks(move.id)));
  }
  for (const lead of unquotedSaved) {
    const move = moves.get(lead.move_request_id);
    if (move && canCompanyReadMove(company, move, { quote: null, saved: true })) leads.push(savedLead(lead, move, customers.get(move.user_id) ?? null, paid.has(move.id)));
  }
  return leads.sort((a, b) => b.updated_at.localeCompare(a.updated_at));
};

export const handler = httpHandler(routes.listMyCompanyQuotes, listMyCompanyQuotes);
