import { routes } from '@schemas/routes';
import { listSavedLeads } from '@functions/core/data/saved-leads';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { canCompanyReadMove } from '@functions/lead-payments';
import { callersLeadCompany } from '@functions/platform/http/callers-company';
import { findMoveRequests } from '@functions/core/data/move-requests';
import { findProfiles } from '@functions/core/data/users';
import { toSavedLeadView } from './views';

/**
 * GET /api/my-saved-leads — the caller's company's saved leads, newest first.
 * Reads: profile and company, one Query COMPANY#<id> begins_with SAVEDLEAD#, then BatchGets
 * of the move requests and their customers' profiles (first name only leaves).
 */
export const listMySavedLeads: PlainHandler<typeof routes.listMySavedLeads> = async ({ auth }) => {
  const company = await callersLeadCompany(auth);
  const saved = await listSavedLeads(company.id);
  const moves = await findMoveRequests(saved.map((s) => s.move_request_id));
  const profiles = await findProfiles([...moves.values()].map((m) => m.user_id));
  return saved.map((s) => {
    // A saved record alone does not open a move the lead rule no longer allows.
    const stored = moves.get(s.move_request_id);
    const move = stored && canCompanyReadMove(company, stored, { quote: null, saved: true }) ? stored : null;
    return toSavedLeadView(s, move, move ? (profiles.get(move.user_id) ?? null) : null);
  });
};

export const handler = httpHandler(routes.listMySavedLeads, listMySavedLeads);
