import { routes } from '@schemas/routes';
import { CLAIM_MESSAGES } from '@schemas/claims';
import { markClaimAcknowledged, findClaim } from '@functions/core/data/claim/claims';
import { conflict } from '@functions/platform/http/errors';
import { publishEvent } from '@functions/platform/events';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { claimViewOf } from './claim-view';
import { companysClaim } from './companys-claim';

/**
 * POST /api/booking/{id}/claim/acknowledge: the company acknowledges the claim in writing (due
 * within 30 days of filing, 49 CFR 370.5); its next deadline is the decision's. 409 once
 * acknowledged or decided; 404 for anyone but the booking's company. Writes: UpdateItem CLAIM
 * if status = FILED; then ClaimChanged (the customer is e-mailed).
 */
export const acknowledgeClaim: PlainHandler<typeof routes.acknowledgeClaim> = async ({ auth, params }) => {
  const claim = await companysClaim(auth, params.id);
  if (!(await markClaimAcknowledged(claim, new Date()))) throw conflict(CLAIM_MESSAGES.alreadyAcknowledged);
  await publishEvent('ClaimChanged', { quoteId: claim.quote_id, change: 'ACKNOWLEDGED' });
  return claimViewOf((await findClaim(claim.quote_id))!);
};

export const handler = httpHandler(routes.acknowledgeClaim, acknowledgeClaim);
