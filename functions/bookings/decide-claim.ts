import { routes } from '@schemas/routes';
import { CLAIM_MESSAGES } from '@schemas/claims';
import { recordClaimDecision, findClaim } from '@functions/core/data/claim/claims';
import { conflict } from '@functions/platform/http/errors';
import { publishEvent } from '@functions/platform/events';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { claimViewOf } from './claim-view';
import { companysClaim } from './companys-claim';

/**
 * POST /api/booking/{id}/claim/decision: the company pays, repairs or replaces (with the amount)
 * or declines with a reason (due within 120 days of filing, 49 CFR 370.9); the claim leaves the
 * open queue. 409 once decided; 404 for anyone but the booking's company. Writes: UpdateItem
 * CLAIM if FILED or ACKNOWLEDGED; then ClaimChanged (the customer is e-mailed with the decision).
 */
export const decideClaim: PlainHandler<typeof routes.decideClaim> = async ({ auth, params, body }) => {
  const claim = await companysClaim(auth, params.id);
  const amount = body.decision === 'DENY' ? null : (body.amount ?? null);
  const decided = await recordClaimDecision(claim, { type: body.decision, amount, reason: body.reason }, new Date());
  if (!decided) throw conflict(CLAIM_MESSAGES.alreadyDecided);
  await publishEvent('ClaimChanged', { quoteId: claim.quote_id, change: 'DECIDED' });
  return claimViewOf((await findClaim(claim.quote_id))!);
};

export const handler = httpHandler(routes.decideClaim, decideClaim);
