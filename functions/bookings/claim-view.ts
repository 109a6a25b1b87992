import { arbitrationAvailable, type ClaimView } from '@schemas/claims';
import type { MoveRegime } from '@schemas/move-regime';
import { imageUrl } from '@functions/platform/images';
import { claimItemsOfRecord, type ClaimRecord } from '@functions/core/data/claim/claims';

/** A stored claim as both sides read it: its items with their released-value limits, its clocks and decision. */
export function claimViewOf(claim: ClaimRecord): ClaimView {
  const items = claimItemsOfRecord(claim);
  const released = claim.valuation === 'RELEASED';
  const limits = items.map((item) => item.released_value_limit ?? 0);
  return {
    quote_id: claim.quote_id,
    status: claim.status,
    items,
    description: claim.description,
    photos: (claim.photo_ids ?? []).map((id) => ({ media_id: id, url: imageUrl(id)! })),
    total_claimed: claim.total_claimed,
    released_value_total: released ? Math.round(limits.reduce((sum, limit) => sum + limit, 0) * 100) / 100 : null,
    valuation: claim.valuation === 'FULL_VALUE' || claim.valuation === 'RELEASED' ? claim.valuation : null,
    filed_at: claim.filed_at,
    acknowledge_by: claim.acknowledge_by,
    decide_by: claim.decide_by,
    acknowledged_at: claim.acknowledged_at ?? null,
    decision:
      claim.decision && claim.decided_at
        ? {
            type: claim.decision,
            amount: claim.decision_amount ?? null,
            reason: claim.decision_reason ?? '',
            decided_at: claim.decided_at,
          }
        : null,
    arbitration_available: arbitrationAvailable(claim.regime as MoveRegime | undefined, claim.total_claimed),
  };
}
