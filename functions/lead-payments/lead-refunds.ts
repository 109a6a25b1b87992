import { REFUND_REASONS } from '@schemas/payments';
import { findBooking } from '@functions/core/data/quote/bookings';
import { findPaidLead, refundLeadTokens, refundPaidLeadItems } from '@functions/core/data/lead-tokens/lead-tokens';
import { notInterestedItem } from '@functions/core/data/quote/quote-choice';
import type { QuoteItem } from '@functions/core/data/quote/quotes';
import { transactWrite } from '@functions/core/data/transact-write';
import { countMetric } from '@functions/platform/metrics';

/*
 * Fair tokens (beyond the spec): a token spent on a lead that could not be won comes back by
 * itself, once, with a ledger entry saying why. Booked elsewhere before the quote was sent is
 * decided in the spend's own transaction (quote-tokens.ts payForLead); these are the others.
 */

/** A withdrawal refunds the tokens spent on the move at most this long before it. */
export const WITHDRAWAL_REFUND_WINDOW_MS = 48 * 60 * 60 * 1000;

/**
 * The customer withdrew or deleted the move request: every company's token spent on it within
 * 48 hours before `withdrawnAt` comes back, unless the customer had booked one of them (a lead
 * that was won). Answers how many tokens came back.
 */
export async function refundWithdrawnLead(withdrawal: {
  moveRequestId: string;
  customerId: string;
  withdrawnAt: string;
}): Promise<number> {
  const booking = await findBooking(withdrawal.customerId);
  if (booking?.move_request_id === withdrawal.moveRequestId) return 0;
  const since = new Date(Date.parse(withdrawal.withdrawnAt) - WITHDRAWAL_REFUND_WINDOW_MS).toISOString();
  return measuredRefunds(refundLeadTokens(withdrawal.moveRequestId, REFUND_REASONS.withdrawn, { spentSince: since }));
}

/** An admin found the move request invalid: every token spent on it comes back. */
export function refundInvalidLead(moveRequestId: string): Promise<number> {
  return measuredRefunds(refundLeadTokens(moveRequestId, REFUND_REASONS.invalid));
}

/** The tokens given back count as Refunds on the ops dashboard. */
async function measuredRefunds(refunded: Promise<number>): Promise<number> {
  const count = await refunded;
  countMetric('refunds', count);
  return count;
}

export type NotInterestedOutcome = { marked: false } | { marked: true; tokenRefunded: boolean };

/** A token refunded by someone else between the read and the write is decided again this often. */
const NOT_INTERESTED_ATTEMPTS = 3;

/**
 * The customer turned down a quote they did not ask for: the quote is marked (once: its
 * condition, quote-choice.ts) and, when the company paid a token for this lead that has not
 * come back yet, the token comes back in the same transaction. Of parallel calls exactly one
 * marks and refunds; the others answer { marked: false }.
 */
export async function markNotInterestedRefundingLead(
  quote: Pick<QuoteItem, 'move_request_id' | 'moving_company_id'>,
): Promise<NotInterestedOutcome> {
  for (let attempt = 1; attempt <= NOT_INTERESTED_ATTEMPTS; attempt++) {
    const paid = await findPaidLead(quote.moving_company_id, quote.move_request_id);
    if (!paid || paid.refunded_at) {
      const outcome = await transactWrite({ quote: notInterestedItem(quote) });
      return outcome.ok ? { marked: true, tokenRefunded: false } : { marked: false };
    }
    const outcome = await transactWrite({
      quote: notInterestedItem(quote),
      ...refundPaidLeadItems(paid, REFUND_REASONS.notInterested),
    });
    if (outcome.ok) {
      countMetric('refunds', 1);
      return { marked: true, tokenRefunded: true };
    }
    if (outcome.refused('quote')) return { marked: false };
    // The token came back meanwhile (an admin found the move invalid): decide again without it.
  }
  throw new Error('Not interested: the lead refund kept changing');
}
