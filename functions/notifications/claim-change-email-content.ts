import { CLAIM_DECISION_LABELS } from '@schemas/claims';
import { formatInstantDay } from '@schemas/date-text';
import { formatDollars } from '@schemas/money';
import type { ClaimRecord } from '@functions/core/data/claim/claims';
import type { EmailMessage } from '@functions/platform/email';
import type { BookingMailContext } from './booking-mail-context';
import { bookingPath } from './booking-email-content';
import { notificationEmail } from './notification-email';
import type { Recipient } from './recipients';

/*
 * The e-mails of a claim's steps as they happen (event ClaimChanged): the company learns of a
 * filed claim with its first deadline, the customer of the acknowledgement and of the decision
 * with its amount (docs/compliance.md, Claims).
 */

const itemCount = (claim: ClaimRecord) => {
  const count = Array.isArray(claim.items) ? claim.items.length : 0;
  return `${count} item${count === 1 ? '' : 's'}`;
};

/** To each company user: a customer filed a claim, and the day it must be acknowledged by. */
export function companyClaimFiled(
  claim: ClaimRecord,
  context: BookingMailContext,
  to: Recipient,
  customerName: string,
): EmailMessage {
  return notificationEmail(
    to,
    `${customerName} filed a claim`,
    [
      `${customerName} filed a loss or damage claim for ${itemCount(claim)}, ${formatDollars(claim.total_claimed)} in all.`,
      `Acknowledge it by ${formatInstantDay(claim.acknowledge_by)} (within 30 days, 49 CFR 370.5) and decide it by ${formatInstantDay(claim.decide_by)} (within 120 days).`,
    ],
    { label: 'Open the claim', path: bookingPath(context.move.quote_id) },
  );
}

/** To the customer: the company acknowledged the claim, and the day it must decide by. */
export function customerClaimAcknowledged(claim: ClaimRecord, context: BookingMailContext): EmailMessage {
  return notificationEmail(
    context.customer,
    `${context.move.company_name} acknowledged your claim`,
    [
      `${context.move.company_name} acknowledged your loss or damage claim. It must decide it by ${formatInstantDay(claim.decide_by)}.`,
    ],
    { label: 'Open your claim', path: bookingPath(context.move.quote_id) },
  );
}

/** To the customer: the company's decision, with its amount or its reason. */
export function customerClaimDecided(claim: ClaimRecord, context: BookingMailContext): EmailMessage {
  const decision = claim.decision ? CLAIM_DECISION_LABELS[claim.decision] : 'Decided';
  const amount = claim.decision_amount != null ? `: ${formatDollars(claim.decision_amount)}` : '';
  return notificationEmail(
    context.customer,
    `${context.move.company_name} decided your claim`,
    [
      `${context.move.company_name} decided your loss or damage claim (${formatDollars(claim.total_claimed)} claimed).`,
      `Decision: ${decision}${amount}.`,
      ...(claim.decision_reason ? [`Reason: ${claim.decision_reason}`] : []),
    ],
    { label: 'Open your claim', path: bookingPath(context.move.quote_id) },
  );
}
