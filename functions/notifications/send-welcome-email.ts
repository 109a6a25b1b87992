import { config } from '@functions/platform/config';
import { sendEmail } from '@functions/platform/email';
import { renderEmail } from './email-template';
import { eventHandler } from '@functions/platform/event-handler';

/**
 * On UserCreated: the welcome e-mail. Reads: the event only. Writes: one SES e-mail.
 * Customers are pointed at the move form, companies at their calendar.
 */
export const handler = eventHandler('UserCreated', async ({ email, firstName, role }) => {
  const isCompany = role === 'MOVING_COMPANY';
  const next = isCompany
    ? { label: 'Open your availability calendar', path: '/availability-calendar' }
    : { label: 'Tell us about your move', path: '/move-info' };
  const rendered = renderEmail({
    greeting: `Hi ${firstName},`,
    paragraphs: ['Your MoveMatch account is ready.'],
    button: { label: next.label, href: `${config.appOrigin}${next.path}` },
  });
  await sendEmail({ to: email, subject: 'Welcome to MoveMatch', ...rendered });
});
