import { routes } from '@schemas/routes';
import { findMoveRequest } from '@functions/core/data/move-requests';
import { findUser } from '@functions/core/data/users';
import { notFound } from '@functions/core/http/errors';
import { httpHandler, type PlainHandler } from '@functions/core/http/handler';
import { findMatchingCompanies, isCompanyAvailableFor } from '@functions/core/matching';

/**
 * GET /api/check-availability/{move_request_id} — is anyone free in the move's date range?
 * A company (before quoting on a lead; leads are open to every company): its own calendar,
 * one Query COMPANY#<id> between AVMONTH#<first month> and AVMONTH#<last month> (1-3 items). The owner customer or an
 * admin: whether the move has any match (the matching reads). Another customer: 404, as for
 * an unknown id. A company user without a company: 404 'No moving company found'.
 */
export const checkAvailability: PlainHandler<typeof routes.checkAvailability> = async ({ auth, params }) => {
  const move = await findMoveRequest(params.move_request_id);
  if (!move) throw notFound('Move request not found');
  const moveRequestDateRange = { start: move.start_date, end: move.end_date };

  if (auth.role === 'MOVING_COMPANY') {
    const companyId = (await findUser(auth.userId))?.moving_company_id;
    if (!companyId) throw notFound('No moving company found');
    return { hasAvailability: await isCompanyAvailableFor(companyId, move), moveRequestDateRange };
  }
  if (move.user_id !== auth.userId && auth.role !== 'ADMIN') throw notFound('Move request not found');
  return { hasAvailability: (await findMatchingCompanies(move)).length > 0, moveRequestDateRange };
};

export const handler = httpHandler(routes.checkAvailability, checkAvailability);
