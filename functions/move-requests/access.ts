import type { AuthContext } from '@functions/platform/http/auth-context';
import type { MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { COMPANY_NOT_VERIFIED } from '@schemas/companies';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { findQuoteOf } from '@functions/core/data/quote/quotes';
import { forbidden } from '@functions/platform/http/errors';
import { assertLeadChosen, canCompanyReadMove, canCompanyTouchLead } from '@functions/lead-payments';
import { findSavedLead } from '@functions/core/data/saved/saved-leads';
import { findUser } from '@functions/core/data/user/users';

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
 * company that has a quote for it (the company's quote of the move) or saved it as a lead
 * (the saved lead (saved leads, access pattern S1)) and that the lead rule lets read it (canCompanyReadMove:
 * verified, the move in its state, or the customer booked it), with the company view, booked
 * only when the customer booked that quote (status BOOKED; a company's own mark is not).
 * An unverified company: 403 COMPANY_NOT_VERIFIED, as on every lead route; a company the customer
 * did not ask, on a move kept to the companies they asked: 403 (leadChoiceRefusal). Everyone else:
 * null, which the handler answers with the same 404 as an unknown id.
 * Reads for a company: its profile (access pattern 1) and the company (access pattern 5), then both GetItems in parallel.
 */
export async function moveRequestAccess(auth: AuthContext, request: MoveRequestItem): Promise<MoveRequestAccess> {
  if (canViewMoveRequest(auth, request)) return { view: 'owner' };
  if (auth.role !== 'MOVING_COMPANY') return null;
  const companyId = (await findUser(auth.userId))?.moving_company_id;
  const company = companyId ? await findCompany(companyId) : null;
  if (!company) return null;
  if (company.is_verified !== true) throw forbidden(COMPANY_NOT_VERIFIED);
  const [quote, savedLead] = await Promise.all([
    findQuoteOf(request.id, company.id),
    findSavedLead(company.id, request.id),
  ]);
  // A lead saved before the customer kept the move to the companies they asked: 403 with why.
  if (savedLead && canCompanyTouchLead(company, request, 'see')) assertLeadChosen(request, quote, 'see');
  if (!canCompanyReadMove(company, request, { quote, saved: savedLead !== null })) return null;
  return { view: 'company', booked: quote?.status === 'BOOKED' };
}
