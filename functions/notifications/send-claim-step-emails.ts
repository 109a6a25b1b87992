import { findClaim } from '@functions/core/data/claim/claims';
import { eventHandler } from '@functions/platform/event-handler';
import { bookingMailContext } from './booking-mail-context';
import { companyClaimEmail, customerClaimUpdate } from './claim-email-content';
import { sendBookingEmails } from './send-booking-emails';

/**
 * On ClaimStepDue (the daily check marked the step on the claim): the company's reminder to
 * acknowledge or decide, or the 60-day status to both sides. A claim decided meanwhile gets
 * nothing. Reads: the claim, bookingMailContext. Writes: the e-mail event claims (N1), SES e-mails.
 */
export const handler = eventHandler('ClaimStepDue', async ({ quoteId, step }, { eventId }) => {
  const [claim, context] = await Promise.all([findClaim(quoteId), bookingMailContext(quoteId)]);
  if (!claim || !context || claim.decision) return;
  await sendBookingEmails(eventId, context, {
    ...(step === 'UPDATE' ? { customer: (mailContext) => customerClaimUpdate(claim, mailContext) } : {}),
    company: (mailContext, to, customerName) => companyClaimEmail(step, claim, mailContext, to, customerName),
  });
});
