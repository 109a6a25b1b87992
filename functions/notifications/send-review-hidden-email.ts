import { SUPPORT_EMAIL } from '@schemas/constants';
import { HIDE_REASON_LABELS, HIDE_REASONS, hiddenReviewText, type HideReason } from '@schemas/reviews';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { findReview } from '@functions/core/data/review/company-reviews';
import { eventHandler } from '@functions/platform/event-handler';
import { renderEmail } from './email-template';
import { appLink, customerRecipient, EMAIL_SETTINGS_PATH } from './recipients';
import { sendOnce } from './send-once';

const isHideReason = (reason: string | undefined): reason is HideReason =>
  (HIDE_REASONS as readonly string[]).includes(reason ?? '');

/** 'March 2026' from the review's YYYY-MM. */
const monthText = (yearMonth: string) =>
  new Date(`${yearMonth}-15T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * On ReviewHidden: tells the reviewer that MoveMatch hid their review, why, what that changes
 * and whom to ask, once per hide. Sent whatever the status-change switch says: a moderation
 * decision about a person's own words is theirs to know (docs/reviews.md), and it happens at
 * most once per review. The reason is the one stored on the review, the record of the decision.
 * Reads: the review (companyReview), the reviewer's profile, the company. Writes: the e-mail
 * event claim (access pattern N1), one SES e-mail.
 */
export const handler = eventHandler('ReviewHidden', async ({ quoteId }, { eventId }) => {
  const review = await findReview(quoteId);
  if (review?.status !== 'HIDDEN' || !isHideReason(review.hidden_reason)) return;
  const reason = review.hidden_reason;
  const [customer, company] = await Promise.all([
    customerRecipient(review.customer_id),
    findCompany(review.moving_company_id),
  ]);
  if (!customer || !company) return;
  const move = `your move of ${monthText(review.move_month)} from ${review.from_city}, ${review.from_state} to ${review.to_city}, ${review.to_state}`;
  await sendOnce(eventId, customer.email, () =>
    Promise.resolve({
      to: customer.email,
      subject: `Your review of ${company.name} was hidden by MoveMatch: ${HIDE_REASON_LABELS[reason]}`,
      ...renderEmail({
        greeting: `Hi ${customer.greetingName},`,
        paragraphs: [
          `Your review of ${company.name} (${move}) was hidden by MoveMatch: ${HIDE_REASON_LABELS[reason]}.`,
          `It keeps its place on the company page, where it now reads “${hiddenReviewText(reason)}” instead of its ratings and text, and it no longer counts in ${company.name}’s average.`,
          'MoveMatch hides a review only when it shares personal data, contains hate or threats, is not about the move, or was written with a conflict of interest; never because it is negative.',
          `Questions about this decision? Write to ${SUPPORT_EMAIL} and name the move; a person at MoveMatch will answer.`,
        ],
        button: { label: 'See your review', href: appLink(`/bookings/${encodeURIComponent(quoteId)}`) },
        settingsHref: appLink(EMAIL_SETTINGS_PATH),
      }),
    }),
  );
});
