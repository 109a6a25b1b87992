import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import { findMoveRequest, type MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { unsaveLead } from '@functions/core/data/saved/saved-leads';
import { notFound } from '@functions/platform/http/errors';
import { assertCompanyChosenFor, canCompanyTouchLead } from '@functions/lead-payments';

export const LEAD_NOT_FOUND = 'Move request not found';
export const SAVED_LEAD_NOT_FOUND = 'Saved lead not found';

/**
 * A move request this company may save (the lead rule, functions/lead-payments/lead-access.ts: open and
 * starting in the company's state, as the search shows it). Else 404, as for an unknown id.
 */
export async function leadForCompany(company: MovingCompanyItem, moveRequestId: string): Promise<MoveRequestItem> {
  const move = await findMoveRequest(moveRequestId);
  if (!move || !canCompanyTouchLead(company, move, 'save')) throw notFound(LEAD_NOT_FOUND);
  await assertCompanyChosenFor(company.id, move, 'save');
  return move;
}

/** Deletes the company's saved record (DeleteItem with attribute_exists): 404 when not saved. */
export async function unsaveOwnLead(company: MovingCompanyItem, moveRequestId: string): Promise<{ success: true }> {
  if (!(await unsaveLead(company.id, moveRequestId))) throw notFound(SAVED_LEAD_NOT_FOUND);
  return { success: true };
}
