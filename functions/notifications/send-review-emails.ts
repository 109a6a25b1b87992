import { REVIEW_BLIND_DAYS, REVIEW_WINDOW_DAYS } from '@schemas/reviews';
import { findReview } from '@functions/core/data/review/company-reviews';
import { multiEventHandler, type EventMeta } from '@functions/platform/event-handler';
import { bookingMailContext } from './booking-mail-context';
import { renderEmail } from './email-template';
import { appLink, companyRecipients, EMAIL_SETTINGS_PATH, type Recipient } from './recipients';
import { sendOnce } from './send-once';

/*
 * Reviews by e-mail: once a booked move is completed, its customer is asked to review the
 * company and the company's users to rate the customer privately; once the customer's review is
 * published, the company's users are told. Status e-mails: each recipient's
 * status_change_notifications switch is honoured, each e-mail sent once per event and recipient.
 * Reads: the booked move, the move request, the company, the customer's profile, the company's
 * users (ReviewPublished: the review, the company and its users). Writes: the e-mail claims, SES e-mails.
 */

const bookingPath = (quoteId: string) => `/bookings/${encodeURIComponent(quoteId)}`;
const companyPath = (companyId: string) => `/moving-company/${encodeURIComponent(companyId)}`;

type Content = { subject: string; html: string; text: string };

async function toEach(recipients: Recipient[], { eventId }: EventMeta, content: (r: Recipient) => Content) {
  for (const recipient of recipients.filter((r) => r.statusChanges)) {
    await sendOnce(eventId, recipient.email, () => Promise.resolve({ to: recipient.email, ...content(recipient) }));
  }
}

export const handler = multiEventHandler({
  ReviewInvited: async ({ quoteId }, meta) => {
    const context = await bookingMailContext(quoteId);
    if (!context) return;
    const { company, customer, companySide } = context;
    const customerFirstName = customer.customer.firstName;
    await toEach([customer], meta, (recipient) => ({
      subject: `How did ${company.name} do? Review your move`,
      ...renderEmail({
        greeting: `Hi ${recipient.greetingName},`,
        paragraphs: [
          `Your move with ${company.name} is complete. Your review helps other families choose their mover.`,
          `You have ${REVIEW_WINDOW_DAYS} days. ${company.name} cannot see your review until it has rated you too, or ${REVIEW_BLIND_DAYS} days have passed.`,
        ],
        button: { label: 'Review your move', href: appLink(`${bookingPath(quoteId)}?review=1`) },
        settingsHref: appLink(EMAIL_SETTINGS_PATH),
      }),
    }));
    await toEach(companySide.recipients, meta, (recipient) => ({
      subject: `Rate ${customerFirstName} privately`,
      ...renderEmail({
        greeting: `Hi ${recipient.greetingName},`,
        paragraphs: [
          `The move with ${customerFirstName} is complete. Rate the inventory, the access and the communication within ${REVIEW_WINDOW_DAYS} days.`,
          'Only MoveMatch sees your rating; the customer and other companies never do.',
        ],
        button: { label: 'Rate the customer', href: appLink(bookingPath(quoteId)) },
        settingsHref: appLink(EMAIL_SETTINGS_PATH),
      }),
    }));
  },
  ReviewPublished: async ({ quoteId }, meta) => {
    const review = await findReview(quoteId);
    const company = review ? await companyRecipients(review.moving_company_id) : null;
    if (!review || !company) return;
    await toEach(company.recipients, meta, (recipient) => ({
      subject: `A new review of ${company.companyName}`,
      ...renderEmail({
        greeting: `Hi ${recipient.greetingName},`,
        paragraphs: [
          `${review.reviewer_name} reviewed ${company.companyName}: ${review.ratings.overall} of 5 stars. It now shows on your company page, where you may answer it publicly once.`,
        ],
        button: { label: 'See the review', href: appLink(companyPath(review.moving_company_id)) },
        settingsHref: appLink(EMAIL_SETTINGS_PATH),
      }),
    }));
  },
});
