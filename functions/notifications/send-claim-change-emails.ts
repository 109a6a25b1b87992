import { findClaim } from '@functions/core/data/claim/claims';
import { eventHandler } from '@functions/platform/event-handler';
import { bookingMailContext } from './booking-mail-context';
import { companyClaimFiled, customerClaimAcknowledged, customerClaimDecided } from './claim-change-email-content';
import { sendBookingEmails } from './send-booking-emails';

/**
 * On ClaimChanged: a filed claim to the company's users, an acknowledgement or a decision to the
 * customer, once per event and recipient under their status-change switch.
 * Reads: the claim, bookingMailContext. Writes: the e-mail event claims (N1), SES e-mails.
 */
export const handler = eventHandler('ClaimChanged', async ({ quoteId, change }, { eventId }) => {
  const [claim, context] = await Promise.all([findClaim(quoteId), bookingMailContext(quoteId)]);
  if (!claim || !context) return;
  await sendBookingEmails(
    eventId,
    context,
    change === 'FILED'
      ? { company: (mailContext, to, customerName) => companyClaimFiled(claim, mailContext, to, customerName) }
      : change === 'ACKNOWLEDGED'
        ? { customer: (mailContext) => customerClaimAcknowledged(claim, mailContext) }
        : { customer: (mailContext) => customerClaimDecided(claim, mailContext) },
  );
});
