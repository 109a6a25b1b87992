import { config } from '@functions/core/config';
import { escapeHtml, sendEmail } from '@functions/core/email';
import { eventHandler } from '@functions/core/event-handler';
import { findUser } from '@functions/core/data/users';

/**
 * On QuoteMarkedBooked: tells the customer that the company marked their move booked and links
 * to /quotes, where the quote waits as 'Invited to book' with the Book button: only that
 * booking of their own opens their contact to the company. A status e-mail, so it follows the
 * customer's status_change_notifications switch (on unless turned off).
 * Reads: USER#<customer>/PROFILE. Writes: at most one SES e-mail.
 */
export const handler = eventHandler('QuoteMarkedBooked', async ({ customerId, companyName }) => {
  const customer = await findUser(customerId);
  if (!customer || customer.status_change_notifications === false) return;
  const link = `${config.appOrigin}/quotes`;
  const subject = `${companyName} marked your move as booked`;
  await sendEmail({
    to: customer.email,
    subject,
    text:
      `Hi ${customer.firstName},\n\n${companyName} marked your move as booked on MoveMatch. ` +
      `If you booked this move with them, please confirm it by booking their quote: ${link}\n` +
      `Your last name and contact details stay hidden from ${companyName} until you book.\n\nThe MoveMatch team`,
    html:
      `<p>Hi ${escapeHtml(customer.firstName)},</p><p>${escapeHtml(companyName)} marked your move as booked on MoveMatch. ` +
      `If you booked this move with them, please confirm it by booking their quote.</p>` +
      `<p><a href="${link}">Confirm your booking</a></p>` +
      `<p>Your last name and contact details stay hidden from ${escapeHtml(companyName)} until you book.</p><p>The MoveMatch team</p>`,
  });
});
