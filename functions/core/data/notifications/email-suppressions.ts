import { Entity } from 'electrodb';
import type { EmailSuppressionReason } from '@schemas/email-feedback';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';

/** Addresses compare without case: SES reports them as the receiving server wrote them. */
const normalized = (email: string) => email.trim().toLowerCase();

/**
 * An address that bounced for good or complained: EMAIL_SUPPRESSION#<address> / SUPPRESSED.
 * sendEmail reads it before every send and sends nothing to it (docs/access-patterns.md N3).
 * Kept until someone deletes it (the runbook's 'A customer's e-mail bounced').
 */
export const emailSuppressionEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'emailSuppression', version: '1', service: 'movematch' },
        attributes: {
          email: { type: 'string', required: true, readOnly: true },
          reason: { type: ['BOUNCE', 'COMPLAINT'] as const, required: true },
          /** SES's words for it: the bounce subtype (General, NoEmail, …) or 'complaint'. */
          detail: { type: 'string', required: true },
          feedback_id: { type: 'string', required: true },
          suppressed_at: { type: 'string', required: true },
        },
        indexes: {
          byEmail: {
            pk: { field: 'pk', composite: ['email'], template: 'EMAIL_SUPPRESSION#${email}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'SUPPRESSED', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export interface EmailSuppression {
  email: string;
  reason: EmailSuppressionReason;
  detail: string;
  feedbackId: string;
}

/** Records (or re-records) the address as suppressed: a redelivered event writes the same item. */
export async function suppressEmail({ email, reason, detail, feedbackId }: EmailSuppression): Promise<void> {
  await emailSuppressionEntity()
    .put({ email: normalized(email), reason, detail, feedback_id: feedbackId, suppressed_at: nowIso() })
    .go();
}

/** The address's suppression, or null when it may be mailed. */
export async function findEmailSuppression(email: string) {
  const { data } = await emailSuppressionEntity()
    .get({ email: normalized(email) })
    .go();
  return data;
}
