import { sesFeedbackDetailSchema, type SesFeedbackDetail } from '@schemas/email-feedback';
import { suppressEmail, type EmailSuppression } from '@functions/core/data/notifications/email-suppressions';
import { logger } from '@functions/platform/logger';
import { countMetric } from '@functions/platform/metrics';

/** The addresses an SES feedback event suppresses: every complaint, and permanent bounces only. */
export function suppressionsOf(detail: SesFeedbackDetail): EmailSuppression[] {
  if (detail.eventType === 'Complaint')
    return detail.complaint.complainedRecipients.map(({ emailAddress }) => ({
      email: emailAddress,
      reason: 'COMPLAINT',
      detail: 'complaint',
      feedbackId: detail.complaint.feedbackId,
    }));
  if (detail.bounce.bounceType !== 'Permanent') return [];
  return detail.bounce.bouncedRecipients.map(({ emailAddress }) => ({
    email: emailAddress,
    reason: 'BOUNCE',
    detail: detail.bounce.bounceSubType,
    feedbackId: detail.bounce.feedbackId,
  }));
}

/**
 * On SES's 'Email Bounced' and 'Email Complaint Received' (the configuration set's events on the
 * default bus): the address gets no more mail from MoveMatch (sendEmail reads the suppression).
 * Reads: the event. Writes: EMAIL_SUPPRESSION#<address> per suppressed recipient.
 */
export async function handler(event: { 'detail-type': string; detail: unknown }): Promise<void> {
  const detail = sesFeedbackDetailSchema.parse(event.detail);
  const suppressions = suppressionsOf(detail);
  for (const suppression of suppressions) await suppressEmail(suppression);
  countMetric('emailsSuppressed', suppressions.length);
  if (suppressions.length > 0)
    logger.info('E-mail addresses suppressed', {
      reason: suppressions[0].reason,
      count: suppressions.length,
    });
}
