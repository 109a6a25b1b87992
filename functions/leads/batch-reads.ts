import { batchGet } from '@functions/core/data/batch-reads';
import { quoteEntity } from '@functions/core/data/quotes';
import { savedLeadEntity } from '@functions/core/data/saved-leads';

/* The lead lists' per-company flags, each one BatchGet (profiles and moves: core/data/batch-reads). */

/** Which of these moves the company has a quote record for: BatchGet MOVE#<id>/QUOTE#<company>. */
export async function movesQuotedBy(companyId: string, moveIds: string[]): Promise<Set<string>> {
  const keys = [...new Set(moveIds)].map((move_request_id) => ({ move_request_id, moving_company_id: companyId }));
  const items = await batchGet(keys, async (k) => {
    const { data, unprocessed } = await quoteEntity().get(k).go();
    return { data, unprocessed: unprocessed.map((u) => ({ move_request_id: u.move_request_id, moving_company_id: companyId })) };
  });
  return new Set(items.map((q) => q.move_request_id));
}

/** Which of these moves the company saved: BatchGet COMPANY#<company>/SAVEDLEAD#<id>. */
export async function movesSavedBy(companyId: string, moveIds: string[]): Promise<Set<string>> {
  const keys = [...new Set(moveIds)].map((move_request_id) => ({ moving_company_id: companyId, move_request_id }));
  const items = await batchGet(keys, async (k) => {
    const { data, unprocessed } = await savedLeadEntity().get(k).go();
    return { data, unprocessed: unprocessed.map((u) => ({ moving_company_id: companyId, move_request_id: u.move_request_id })) };
  });
  return new Set(items.map((s) => s.move_request_id));
}

/**
 * Which of these moves the company already paid a token for (spec: has_token, "paid lead").
 * Tokens arrive with the subscriptions issue; until then no lead is paid. That issue reads
 * its token records here (one BatchGet, like the ones above).
 */
export async function movesPaidBy(_companyId: string, _moveIds: string[]): Promise<Set<string>> {
  return new Set();
}
