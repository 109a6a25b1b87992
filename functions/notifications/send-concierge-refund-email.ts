import { conciergeNoticeText } from '@schemas/concierge';
import { renderEmail } from './email-template';
import { eventHandler } from '@functions/platform/event-handler';
import { appLink, customerRecipient } from './recipients';
import { sendOnce } from './send-once';

/**
 * On ConciergeFeeRefunded: tells the customer their $99 was refunded and why, with a link to
 * /quotes. About their money, so it goes out whatever the notification switches say (a
 * deactivated account gets nothing). Claimed per checkout session, not per event: a refund
 * published twice (its handler retried) is e-mailed once.
 * Reads: the user's profile (access pattern 1). Writes: the claim EMAIL_EVENT#concierge-refund-<session>#<address>, one SES e-mail.
 */
export const handler = eventHandler('ConciergeFeeRefunded', async ({ customerId, sessionId, companyName, reason }) => {
  const recipient = await customerRecipient(customerId);
  if (!recipient) return;
  const { title, text } = conciergeNoticeText({ outcome: 'refunded', reason, company_name: companyName });
  await sendOnce(`concierge-refund-${sessionId}`, recipient.email, () =>
    Promise.resolve({
      to: recipient.email,
      subject: title,
      ...renderEmail({
        greeting: `Hi ${recipient.greetingName},`,
        paragraphs: [text],
        button: { label: 'See your quotes', href: appLink('/quotes') },
      }),
    }),
  );
});
