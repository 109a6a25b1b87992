import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesClient } from './aws/ses';
import { config } from './config';

/** A file sent with an e-mail (e.g. a booking's calendar event). */
export interface EmailAttachment {
  filename: string;
  /** 'text/calendar; method=PUBLISH' */
  contentType: string;
  /** The file's text (UTF-8). */
  content: string;
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

/**
 * Sends one e-mail through SES (locally: the SES emulator, readable at its inbox). Attachments
 * go as SESv2 Simple content's Attachments: SES builds the MIME message, so no raw message is
 * assembled here.
 */
export async function sendEmail(message: EmailMessage): Promise<void> {
  await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: config.mailFrom,
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
            RawContent: Buffer.from(file.content, 'utf8'),
          })),
        },
      },
    }),
  );
}

/** Escapes user-provided text for an HTML e-mail body. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
