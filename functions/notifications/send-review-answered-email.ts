import { findReview } from '@functions/core/data/review/company-reviews';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { eventHandler } from '@functions/platform/event-handler';
import { renderEmail } from './email-template';
import { appLink, customerRecipient, EMAIL_SETTINGS_PATH } from './recipients';
import { sendOnce } from './send-once';

/**
 * On ReviewAnswered: tells the reviewer that the company answered their review publicly, once
 * per answer, under their status-change switch. The answer itself is not copied into the e-mail
 * (it is read on the booking page, as everyone reads it).
 * Reads: the review (companyReview), the reviewer's profile, the company. Writes: the e-mail
 * event claim (access pattern N1), one SES e-mail.
 */
export const handler = eventHandler('ReviewAnswered', async ({ quoteId }, { eventId }) => {
  const review = await findReview(quoteId);
  if (!review?.answer_text) return;
  const [customer, company] = await Promise.all([
    customerRecipient(review.customer_id),
    findCompany(review.moving_company_id),
  ]);
  if (!customer?.statusChanges || !company) return;
  await sendOnce(eventId, customer.email, () =>
    Promise.resolve({
      to: customer.email,
      subject: `${company.name} answered your review`,
      ...renderEmail({
        greeting: `Hi ${customer.greetingName},`,
        paragraphs: [
          `${company.name} answered your review of your move publicly. Their answer shows under your review.`,
        ],
        button: { label: 'See the answer', href: appLink(`/bookings/${encodeURIComponent(quoteId)}`) },
        settingsHref: appLink(EMAIL_SETTINGS_PATH),
      }),
    }),
  );
});
