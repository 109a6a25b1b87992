import { config } from '@functions/platform/config';
import { sendEmail } from '@functions/platform/email';
import { renderEmail } from './email-template';
import { eventHandler } from '@functions/platform/event-handler';
import { findUser } from '@functions/core/data/user/users';

/**
 * On QuoteMarkedBooked: tells the customer that the company marked their move booked and links
 * to /quotes, where the quote waits as 'Invited to book' with the Book button: only that
 * booking of their own opens their contact to the company. A status e-mail, so it follows the
 * customer's status_change_notifications switch (on unless turned off).
 * Reads: the user's profile (access pattern 1). Writes: at most one SES e-mail.
 */
export const handler = eventHandler('QuoteMarkedBooked', async ({ customerId, companyName }) => {
  const customer = await findUser(customerId);
  if (!customer || customer.status_change_notifications === false) return;
  const rendered = renderEmail({
    greeting: `Hi ${customer.firstName},`,
    paragraphs: [
      `${companyName} marked your move as booked on MoveMatch. If you booked this move with them, please confirm it by booking their quote.`,
    ],
    button: { label: 'Confirm your booking', href: `${config.appOrigin}/quotes` },
    after: [`Your last name and contact details stay hidden from ${companyName} until you book.`],
    settingsHref: `${config.appOrigin}/profile/email-notifications`,
  });
  await sendEmail({ to: customer.email, subject: `${companyName} marked your move as booked`, ...rendered });
});
