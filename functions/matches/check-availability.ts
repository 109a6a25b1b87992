import { routes } from '@schemas/routes';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { callersLeadCompany } from '@functions/platform/http/callers-company';
import { notFound } from '@functions/platform/http/errors';
import { assertCompanyChosenFor, canCompanyTouchLead } from '@functions/lead-payments';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { isCompanyAvailableFor } from './matching';
import { findMatchingCompanies } from './ranked-matches';

/**
 * GET /api/check-availability/{move_request_id} — is anyone free in the move's date range?
 * A company (before quoting on a lead): its own calendar, for a move the lead rule lets it
 * see (another state's move: 404, as for an unknown id; an unverified company: 403),
 * answered from the company item's available_days (no further read). The owner customer or an
 * admin: whether the move has any match (matching's roster: the exact count). Another customer: 404, as for
 * an unknown id. A company user without a company: 404 'No moving company found'.
 */
export const checkAvailability: PlainHandler<typeof routes.checkAvailability> = async ({ auth, params }) => {
  const move = await findMoveRequest(params.move_request_id);
  if (!move) throw notFound('Move request not found');
  const moveRequestDateRange = { start: move.start_date, end: move.end_date };

  if (auth.role === 'MOVING_COMPANY') {
    const company = await callersLeadCompany(auth);
    if (!canCompanyTouchLead(company, move, 'see')) throw notFound('Move request not found');
    await assertCompanyChosenFor(company.id, move, 'see');
    return { hasAvailability: isCompanyAvailableFor(company, move), moveRequestDateRange };
  }
  if (move.user_id !== auth.userId && auth.role !== 'ADMIN') throw notFound('Move request not found');
  return { hasAvailability: (await findMatchingCompanies(move, 1)).total > 0, moveRequestDateRange };
};

export const handler = httpHandler(routes.checkAvailability, checkAvailability);
