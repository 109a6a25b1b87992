import { CLAIM_STEP_MARKS, claimStepDue } from '@schemas/claims';
import { allOpenClaims, markClaimStep, unmarkClaimStep } from '@functions/core/data/claim/claims';
import { publishEvent } from '@functions/platform/events';
import { logger } from '@functions/platform/logger';
import { eachAtPace } from '@functions/platform/mail-pace';

/**
 * The daily check of open claims (schemas/claims.ts claimStepDue): the company is reminded 7 days
 * before it must acknowledge and before it must decide, and every 60 days while a claim is open
 * both sides get its status. Each step is marked on the claim first (a condition, so parallel
 * runs send it once), then ClaimStepDue is published, whose handler sends the e-mails; a publish
 * that fails gives the mark back for the next run.
 * Reads: every open claim (gsi3 CLAIMS#OPEN). Writes: per step, one conditional update and one event.
 */
export async function sendDueClaimSteps(now: Date): Promise<{ sent: number; failed: number }> {
  const due = (await allOpenClaims()).flatMap((claim) => {
    const step = claimStepDue(claim, now);
    return step ? [{ claim, step }] : [];
  });
  let sent = 0;
  let failed = 0;
  await eachAtPace(due, async ({ claim, step }) => {
    const mark = CLAIM_STEP_MARKS[step];
    if (!(await markClaimStep(claim, mark, now))) return;
    try {
      await publishEvent('ClaimStepDue', { quoteId: claim.quote_id, step });
      sent += 1;
    } catch (error) {
      failed += 1;
      logger.error('ClaimStepDue not published; the next run tries again', { quoteId: claim.quote_id, error });
      await unmarkClaimStep(claim, mark);
    }
  });
  return { sent, failed };
}
