import { config } from '@functions/platform/config';
import { closeMessageEmailWindow, openMessageEmailWindow } from '@functions/core/data/notifications/email-claims';
import { renderEmail } from './email-template';
import { eventHandler } from '@functions/platform/event-handler';
import {
  appLink,
  companyRecipients,
  customerNameForCompany,
  customerRecipient,
  EMAIL_SETTINGS_PATH,
  type Recipient,
} from './recipients';
import { sendOnce } from './send-once';

/**
 * On MessageSent: e-mails the other side of the conversation (the customer, or each of the
 * company's users whose switch is on and its business address when ticked, recipients.ts) that
 * a message waits, with a link to /messages?conversation=<id>. The text of the message stays
 * in the app (it may carry what the e-mail should not). At most one e-mail per conversation
 * and recipient within MESSAGE_EMAIL_QUIET_MINUTES (a conditional put of
 * the new-message quiet window (access pattern N2)), once per event id (send-once.ts), only with the
 * recipient's new_message_notifications on. A company reads the customer's last name only
 * after the customer booked it.
 * Reads: the user's profile (access pattern 1), the company (access pattern 5), the company's users (access pattern 4d), the quote.
 * Writes: the e-mail event claim (access pattern N1), the quiet marker, SES e-mails.
 */
export const handler = eventHandler('MessageSent', async (sent, { eventId }) => {
  const [customer, company] = await Promise.all([
    customerRecipient(sent.customerId),
    companyRecipients(sent.companyId),
  ]);
  if (!customer || !company) return;
  const toCompany = sent.senderSide === 'mover';
  const recipients = (toCompany ? company.recipients : [customer]).filter((recipient) => recipient.newMessages);
  if (recipients.length === 0) return;
  const from = toCompany ? await customerNameForCompany(customer.customer, sent.companyId) : company.companyName;
  for (const recipient of recipients) await emailOnce(recipient, from);

  async function emailOnce(recipient: Recipient, from: string): Promise<void> {
    const quietMs = config.messageEmailQuietMinutes * 60_000;
    let windowTaken = false;
    await sendOnce(
      eventId,
      recipient.email,
      async () => {
        windowTaken = await openMessageEmailWindow(sent.conversationId, recipient.email, eventId, quietMs);
        if (!windowTaken) return null;
        const rendered = renderEmail({
          preheader: `${from} sent you a message on MoveMatch.`,
          greeting: `Hi ${recipient.greetingName},`,
          paragraphs: [`${from} sent you a message on MoveMatch.`],
          button: {
            label: 'Read and reply',
            href: appLink(`/messages?conversation=${encodeURIComponent(sent.conversationId)}`),
          },
          after: [
            `More messages in this conversation within ${config.messageEmailQuietMinutes} minutes wait for you in the app without another e-mail.`,
          ],
          settingsHref: appLink(EMAIL_SETTINGS_PATH),
        });
        return { to: recipient.email, subject: `New message from ${from}`, ...rendered };
      },
      async () => {
        if (windowTaken) await closeMessageEmailWindow(sent.conversationId, recipient.email, eventId);
      },
    );
  }
});
