import { randomUUID } from 'node:crypto';
import { MAILBOX_SIMULATOR_DOMAIN, SES_FEEDBACK_HANDLER, type SesFeedbackDetail } from '@schemas/email-feedback';
import { lambdaContext, type HandlerLoader } from './handler-loader';

/** One feedback event as SES puts it on EventBridge: its detail-type and detail. */
export interface SesFeedbackEvent {
  detailType: 'Email Bounced' | 'Email Complaint Received';
  detail: SesFeedbackDetail;
}

/**
 * What SES's mailbox simulator answers to mail for these recipients: bounce@ (or bounce+label@)
 * simulator.amazonses.com a permanent bounce, complaint@ a complaint; other addresses nothing.
 * https://docs.aws.amazon.com/ses/latest/dg/send-an-email-from-console.html#send-email-simulator
 */
export function mailboxSimulatorFeedback(recipients: string[]): SesFeedbackEvent[] {
  return recipients.flatMap((address): SesFeedbackEvent[] => {
    const [local = '', domain = ''] = address.toLowerCase().split('@');
    if (domain !== MAILBOX_SIMULATOR_DOMAIN) return [];
    const box = local.split('+')[0];
    const feedbackId = randomUUID();
    if (box === 'bounce')
      return [
        {
          detailType: 'Email Bounced',
          detail: {
            eventType: 'Bounce',
            bounce: {
              bounceType: 'Permanent',
              bounceSubType: 'General',
              bouncedRecipients: [{ emailAddress: address }],
              feedbackId,
            },
          },
        },
      ];
    if (box === 'complaint')
      return [
        {
          detailType: 'Email Complaint Received',
          detail: {
            eventType: 'Complaint',
            complaint: { complainedRecipients: [{ emailAddress: address }], feedbackId },
          },
        },
      ];
    return [];
  });
}

/**
 * The local stand-in for the configuration set's event destination and the rule on the default
 * bus (lib/constructs/email.ts): each feedback event goes to the same handler file as in AWS,
 * asynchronously; idle() resolves when every delivery is done.
 */
export function createSesFeedbackDelivery(loadHandler: HandlerLoader, log: (line: string) => void) {
  const pending = new Set<Promise<void>>();
  return {
    deliver(event: SesFeedbackEvent) {
      const id = randomUUID();
      const delivery = loadHandler(SES_FEEDBACK_HANDLER)
        .then((handler) =>
          handler(
            {
              version: '0',
              id,
              'detail-type': event.detailType,
              source: 'aws.ses',
              account: '000000000000',
              time: new Date().toISOString(),
              region: 'local',
              resources: [],
              detail: event.detail,
            },
            lambdaContext(SES_FEEDBACK_HANDLER, id),
          ),
        )
        .then(
          () => undefined,
          (error: unknown) =>
            log(`SES ${event.detailType} -> ${SES_FEEDBACK_HANDLER} failed: ${(error as Error).message}`),
        )
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
