import type { AuthContext } from '@functions/core/http/auth-context';
import type { MoveRequestItem } from '@functions/core/data/move-requests';
import { findQuoteOf } from '@functions/core/data/quotes';
import { findSavedLead } from '@functions/core/data/saved-leads';
import { findUser } from '@functions/core/data/users';

/** The owner's view: its customer and admins. */
export function canViewMoveRequest(auth: AuthContext, request: MoveRequestItem): boolean {
  return request.user_id === auth.userId || auth.role === 'ADMIN';
}

/** Only the customer changes their request (admins do not edit it). */
export function canEditMoveRequest(auth: AuthContext, request: MoveRequestItem): boolean {
  return request.user_id === auth.userId;
}

/** How a caller may read a move request: the owner's view, a company's view, or not at all. */
export type MoveRequestAccess = { view: 'owner' } | { view: 'company'; booked: boolean } | null;

/**
 * Who may read a move request by id: its customer and admins (owner's view); a moving
 * company whose user has a quote for it (MOVE#<id>/QUOTE#<company>) or saved it as a lead
 * (COMPANY#<company>/SAVEDLEAD#<id>), with the company view, booked when that quote is
 * BOOKED. Everyone else: null, which the handler answers with the same 404 as an unknown id.
 * Reads for a company: its USER#<sub>/PROFILE, then both GetItems in parallel.
 */
export async function moveRequestAccess(auth: AuthContext, request: MoveRequestItem): Promise<MoveRequestAccess> {
  if (canViewMoveRequest(auth, request)) return { view: 'owner' };
  if (auth.role !== 'MOVING_COMPANY') return null;
  const companyId = (await findUser(auth.userId))?.moving_company_id;
  if (!companyId) return null;
  const [quote, savedLead] = await Promise.all([findQuoteOf(request.id, companyId), findSavedLead(companyId, request.id)]);
  if (quote) return { view: 'company', booked: quote.status === 'BOOKED' };
  return savedLead ? { view: 'company', booked: false } : null;
}
