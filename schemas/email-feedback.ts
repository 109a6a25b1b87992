import * as z from 'zod';

/**
 * SES's bounce and complaint events, as the sending configuration set publishes them to
 * EventBridge's default bus (docs/deploy.md, E-mail). One rule in AWS (lib/constructs/email.ts)
 * and the local SES emulator (lib/local/ses-emulator.ts) deliver them to the same handler.
 * Shape: https://docs.aws.amazon.com/ses/latest/dg/event-publishing-retrieving-sns-contents.html
 */
export const SES_EVENT_SOURCE = 'aws.ses';
export const SES_FEEDBACK_DETAIL_TYPES = ['Email Bounced', 'Email Complaint Received'] as const;
export const SES_FEEDBACK_HANDLER = 'notifications/record-email-suppression';

/** The rule on the default bus that hands SES's feedback to its handler (lib/constructs/events.ts). */
export const sesFeedbackRule = {
  id: 'EmailFeedback',
  source: SES_EVENT_SOURCE,
  detailTypes: SES_FEEDBACK_DETAIL_TYPES,
  handler: SES_FEEDBACK_HANDLER,
  summary: 'Suppresses an address that bounced for good or complained: no more mail goes to it',
} as const;

/**
 * SES's mailbox simulator: mail to these addresses bounces or draws a complaint, in AWS and
 * locally alike. A label keeps test addresses apart: bounce+<label>@simulator.amazonses.com.
 */
export const MAILBOX_SIMULATOR_DOMAIN = 'simulator.amazonses.com';

const recipient = z.object({ emailAddress: z.string() });

export const sesFeedbackDetailSchema = z.discriminatedUnion('eventType', [
  z.object({
    eventType: z.literal('Bounce'),
    bounce: z.object({
      /** Only a Permanent bounce suppresses: a Transient one (mailbox full) may pass. */
      bounceType: z.enum(['Permanent', 'Transient', 'Undetermined']),
      bounceSubType: z.string(),
      bouncedRecipients: z.array(recipient).min(1),
      feedbackId: z.string(),
    }),
  }),
  z.object({
    eventType: z.literal('Complaint'),
    complaint: z.object({
      complainedRecipients: z.array(recipient).min(1),
      feedbackId: z.string(),
    }),
  }),
]);

export type SesFeedbackDetail = z.infer<typeof sesFeedbackDetailSchema>;

/** Why an address gets no more mail from us. */
export type EmailSuppressionReason = 'BOUNCE' | 'COMPLAINT';
