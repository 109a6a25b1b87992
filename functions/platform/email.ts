import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { findEmailSuppression } from '@functions/core/data/notifications/email-suppressions';
import { sesClient } from './aws/ses';
import { config } from './config';
import { logger } from './logger';
import { countMetric } from './metrics';

/** A file sent with an e-mail (e.g. a booking's calendar event). */
export interface EmailAttachment {
  filename: string;
  /** 'text/calendar; method=PUBLISH' */
  contentType: string;
  /** The file's text (UTF-8), or its bytes (a PDF). */
  content: string | Uint8Array;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

/**
 * A subject as one line of text: control and format characters (CR, LF, NUL, bidi overrides)
 * become a space, so no text that reached a subject can add a header or hide its direction.
 * Every e-mail passes here (sendEmail), whatever built its subject.
 */
export function safeSubject(subject: string): string {
  return subject
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** 'sent', or 'suppressed': the address bounced for good or complained, and gets nothing more. */
export type EmailOutcome = 'sent' | 'suppressed';

/**
 * Sends one e-mail through SES (locally: the SES emulator, readable at its inbox), unless its
 * address is suppressed (functions/notifications/record-email-suppression.ts): mail to an
 * address that bounced hurts the sending reputation every other e-mail depends on. Attachments
 * go as SESv2 Simple content's Attachments: SES builds the MIME message, so no raw message is
 * assembled here.
 */
export async function sendEmail(message: EmailMessage): Promise<EmailOutcome> {
  const suppression = await findEmailSuppression(message.to);
  if (suppression) {
    countMetric('emailsToSuppressed');
    logger.info('E-mail not sent: the address is suppressed', { reason: suppression.reason });
    return 'suppressed';
  }
  await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: config.mailFrom,
      ConfigurationSetName: config.sesConfigurationSet,
      Destination: { ToAddresses: [message.to] },
      Content: {
        Simple: {
          Subject: { Data: safeSubject(message.subject), Charset: 'UTF-8' },
          Body: {
            Text: { Data: message.text, Charset: 'UTF-8' },
            Html: { Data: message.html, Charset: 'UTF-8' },
          },
          Attachments: message.attachments?.map((file) => ({
            FileName: file.filename,
            ContentType: file.contentType,
            ContentDisposition: 'ATTACHMENT',
            RawContent: typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : file.content,
          })),
        },
      },
    }),
  );
  return 'sent';
}

/** Escapes user-provided text for an HTML e-mail body. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
