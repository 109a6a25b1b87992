import type { EmailMessage } from '@functions/platform/email';
import { renderEmail } from './email-template';
import { appLink, EMAIL_SETTINGS_PATH, type Recipient } from './recipients';

/**
 * A status e-mail to one recipient: greeting, paragraphs, one button into the app, the
 * settings link (these e-mails follow the status-change switch).
 */
export function notificationEmail(
  to: Recipient,
  subject: string,
  paragraphs: string[],
  button: { label: string; path: string },
  after?: string[],
): EmailMessage {
  const rendered = renderEmail({
    preheader: paragraphs[0],
    greeting: `Hi ${to.greetingName},`,
    paragraphs,
    button: { label: button.label, href: appLink(button.path) },
    after,
    settingsHref: appLink(EMAIL_SETTINGS_PATH),
  });
  return { to: to.email, subject, ...rendered };
}
