import { CLAIM_MESSAGES } from '@schemas/claims';
import { findClaim, type ClaimRecord } from '@functions/core/data/claim/claims';
import type { AuthContext } from '@functions/platform/http/auth-context';
import { notFound } from '@functions/platform/http/errors';
import { callersBookingAs } from './callers-booking';

/** The claim of a booking of the caller's company; 404 for anyone else or when none is filed. */
export async function companysClaim(auth: AuthContext, quoteId: string): Promise<ClaimRecord> {
  const { move } = await callersBookingAs(auth, quoteId, ['company']);
  const claim = await findClaim(move.quote_id);
  if (!claim) throw notFound(CLAIM_MESSAGES.noClaim);
  return claim;
}
