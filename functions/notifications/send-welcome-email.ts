import { config } from '@functions/core/config';
import { escapeHtml, sendEmail } from '@functions/core/email';
import { eventHandler } from '@functions/core/event-handler';

/**
 * On UserCreated: the welcome e-mail. Reads: the event only. Writes: one SES e-mail.
 * Customers are pointed at the move form, companies at their calendar.
 */
export const handler = eventHandler('UserCreated', async ({ email, firstName, role }) => {
  const isCompany = role === 'MOVING_COMPANY';
  const next = isCompany
    ? { label: 'Open your availability calendar', path: '/availability-calendar' }
    : { label: 'Tell us about your move', path: '/move-info' };
  const link = `${config.appOrigin}${next.path}`;
  await sendEmail({
    to: email,
    subject: 'Welcome to MoveMatch',
    text: `Hi ${firstName},\n\nYour MoveMatch account is ready.\n${next.label}: ${link}\n\nThe MoveMatch team`,
    html: `<p>Hi ${escapeHtml(firstName)},</p><p>Your MoveMatch account is ready.</p><p><a href="${link}">${next.label}</a></p><p>The MoveMatch team</p>`,
  });
});
