import { paidLeadIds } from '@functions/core/data/lead-tokens';

/**
 * Which of these moves the company already paid a token for (spec: has_token, "paid lead"):
 * one BatchGet of MOVE#<id>/PAIDLEAD#<company> (functions/core/data/lead-tokens.ts).
 */
export async function movesPaidBy(companyId: string, moveIds: string[]): Promise<Set<string>> {
  return paidLeadIds(companyId, moveIds);
}
