import { formatInstantDay } from '@schemas/date-text';
import { formatDollars } from '@schemas/money';
import { multiEventHandler } from '@functions/platform/event-handler';
import { CAROLINAS_TIME_ZONE } from '@functions/platform/move-dates';
import { renderEmail } from './email-template';
import { companyResolutionEmail, customerResolutionEmail } from './dispute-resolution-content';
import {
  appLink,
  companyRecipients,
  customerNameForCompany,
  customerRecipient,
  EMAIL_SETTINGS_PATH,
  type Recipient,
} from './recipients';
import { sendOnce } from './send-once';

/*
 * After the move, the other side hears of it: the customer when the company marked the move
 * completed (confirm or dispute within 7 days), the company when the customer disputed, and the
 * company once when a move's day passed without its completion, and both when an admin resolved
 * a dispute (always sent: it decides money). Status e-mails otherwise: each recipient's
 * status_change_notifications switch is honoured, each e-mail sent once per event and recipient.
 * Reads: the customer's profile or the company and its users. Writes: the e-mail claims, SES e-mails.
 */

const bookingLink = (quoteId: string) => appLink(`/bookings/${encodeURIComponent(quoteId)}`);
const deadline = (iso: string) => formatInstantDay(iso, CAROLINAS_TIME_ZONE);

async function toCompany(
  companyId: string,
  eventId: string,
  email: (recipient: Recipient, companyName: string) => { subject: string; html: string; text: string },
  always = false,
) {
  const company = await companyRecipients(companyId);
  if (!company) return;
  for (const recipient of company.recipients.filter((r) => always || r.statusChanges)) {
    await sendOnce(eventId, recipient.email, () =>
      Promise.resolve({ to: recipient.email, ...email(recipient, company.companyName) }),
    );
  }
}

export const handler = multiEventHandler({
  BookingCompleted: async ({ quoteId, customerId, companyId, finalPrice, answerBy }, { eventId }) => {
    const [customer, company] = await Promise.all([customerRecipient(customerId), companyRecipients(companyId)]);
    if (!customer?.statusChanges || !company) return;
    await sendOnce(eventId, customer.email, () =>
      Promise.resolve({
        to: customer.email,
        subject: `${company.companyName} marked your move completed`,
        ...renderEmail({
          greeting: `Hi ${customer.greetingName},`,
          paragraphs: [
            `${company.companyName} marked your move completed with a final price of ${formatDollars(finalPrice)}.`,
            `Please confirm it, or dispute it with a reason and photos, by ${deadline(answerBy)}. Without an answer by then it counts as confirmed.`,
          ],
          button: { label: 'Review the final price', href: bookingLink(quoteId) },
          settingsHref: appLink(EMAIL_SETTINGS_PATH),
        }),
      }),
    );
  },
  BookingDisputed: async ({ quoteId, companyId }, { eventId }) => {
    await toCompany(companyId, eventId, (recipient) => ({
      subject: 'A customer disputed a completed move',
      ...renderEmail({
        greeting: `Hi ${recipient.greetingName},`,
        paragraphs: [
          'Your customer disputed the final price of a move you marked completed. MoveMatch will review both sides’ records and may contact you.',
        ],
        button: { label: 'See the booking', href: bookingLink(quoteId) },
        settingsHref: appLink(EMAIL_SETTINGS_PATH),
      }),
    }));
  },
  BookingDisputeResolved: async (resolved, { eventId }) => {
    const [customer, company] = await Promise.all([
      customerRecipient(resolved.customerId),
      companyRecipients(resolved.companyId),
    ]);
    if (!company) return;
    if (customer)
      await sendOnce(eventId, customer.email, () =>
        Promise.resolve({
          to: customer.email,
          ...customerResolutionEmail(resolved, customer.greetingName, company.companyName),
        }),
      );
    const customerName = customer
      ? await customerNameForCompany(customer.customer, resolved.companyId)
      : 'your customer';
    await toCompany(
      resolved.companyId,
      eventId,
      (recipient) => companyResolutionEmail(resolved, recipient.greetingName, customerName),
      true,
    );
  },
  BookingAwaitingCompletion: async ({ quoteId, companyId, moveDay }, { eventId }) => {
    await toCompany(companyId, eventId, (recipient) => ({
      subject: 'Mark your move completed',
      ...renderEmail({
        greeting: `Hi ${recipient.greetingName},`,
        paragraphs: [
          `The move booked for ${moveDay} has passed. Please mark it completed with the final price, so your customer can confirm it.`,
        ],
        button: { label: 'Mark the move completed', href: bookingLink(quoteId) },
        settingsHref: appLink(EMAIL_SETTINGS_PATH),
      }),
    }));
  },
});
