import { CLAIM_STATUS_LABELS, type ClaimStep } from '@schemas/claims';
import { formatInstantDay } from '@schemas/date-text';
import { formatDollars } from '@schemas/money';
import type { ClaimRecord } from '@functions/core/data/claim/claims';
import type { EmailMessage } from '@functions/platform/email';
import type { BookingMailContext } from './booking-mail-context';
import { bookingPath } from './booking-email-content';
import { notificationEmail } from './notification-email';
import type { Recipient } from './recipients';

/*
 * The e-mails of a claim's daily check (functions/bookings/claim-reminders.ts): the company's
 * reminders before it must acknowledge or decide, and the 60-day status both sides get while it
 * is open (docs/compliance.md, Claims).
 */

const claimFacts = (claim: ClaimRecord) => [
  `Claimed: ${formatDollars(claim.total_claimed)}, filed ${formatInstantDay(claim.filed_at)}.`,
  `Status: ${CLAIM_STATUS_LABELS[claim.status]}.`,
];

const COMPANY_SUBJECTS: Record<Exclude<ClaimStep, 'UPDATE'>, (customer: string, day: string) => string> = {
  ACKNOWLEDGE: (customer, day) => `Acknowledge ${customer}'s claim by ${day}`,
  DECIDE: (customer, day) => `Decide ${customer}'s claim by ${day}`,
};

/** To the company's users: the step it owes, by when, and the claim. */
export function companyClaimEmail(
  step: ClaimStep,
  claim: ClaimRecord,
  context: BookingMailContext,
  to: Recipient,
  customerName: string,
): EmailMessage {
  if (step === 'UPDATE') {
    return notificationEmail(
      to,
      `${customerName}'s claim is still open`,
      [
        `${customerName}'s loss or damage claim is still open. The law asks you to tell the customer where it stands every 60 days until you decide it (49 CFR 370.9).`,
        ...claimFacts(claim),
      ],
      { label: 'Open the claim', path: bookingPath(context.move.quote_id) },
    );
  }
  const day = formatInstantDay(step === 'ACKNOWLEDGE' ? claim.acknowledge_by : claim.decide_by);
  return notificationEmail(
    to,
    COMPANY_SUBJECTS[step](customerName, day),
    [
      step === 'ACKNOWLEDGE'
        ? `${customerName} filed a loss or damage claim. Acknowledge it by ${day} (within 30 days of filing, 49 CFR 370.5).`
        : `Decide ${customerName}'s claim by ${day}: pay, repair, replace or decline with a reason (within 120 days of filing, 49 CFR 370.9).`,
      ...claimFacts(claim),
    ],
    { label: 'Open the claim', path: bookingPath(context.move.quote_id) },
  );
}

/** To the customer every 60 days while the claim is open: where it stands. */
export function customerClaimUpdate(claim: ClaimRecord, context: BookingMailContext): EmailMessage {
  return notificationEmail(
    context.customer,
    `Your claim with ${context.move.company_name}: still open`,
    [
      `Your loss or damage claim with ${context.move.company_name} is still open. The company must decide it by ${formatInstantDay(claim.decide_by)}.`,
      ...claimFacts(claim),
    ],
    { label: 'Open your claim', path: bookingPath(context.move.quote_id) },
  );
}
