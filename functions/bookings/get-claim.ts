import { routes } from '@schemas/routes';
import { CLAIM_MESSAGES } from '@schemas/claims';
import { findClaim } from '@functions/core/data/claim/claims';
import { notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { callersBooking } from './callers-booking';
import { claimViewOf } from './claim-view';

/**
 * GET /api/booking/{id}/claim: the booking's loss or damage claim for its customer, its company
 * or an admin (404 for anyone else, and when none is filed). Reads: the booked move, the claim.
 */
export const getClaim: PlainHandler<typeof routes.getClaim> = async ({ auth, params }) => {
  const { move } = await callersBooking(auth, params.id);
  const claim = await findClaim(move.quote_id);
  if (!claim) throw notFound(CLAIM_MESSAGES.noClaim);
  return claimViewOf(claim);
};

export const handler = httpHandler(routes.getClaim, getClaim);
