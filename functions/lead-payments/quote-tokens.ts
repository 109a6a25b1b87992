import { REFUND_REASONS } from '@schemas/payments';
import { bookedElsewhereCheckItem, findBooking } from '@functions/core/data/quote/bookings';
import {
  findPaidLead,
  freeLeadItems,
  spendLeadToken,
  tokenBalance,
  type LeadToSpend,
} from '@functions/core/data/lead-tokens/lead-tokens';
import { findMoveRequest, type MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { isPastDate } from '@functions/platform/move-dates';
import {
  findQuoteOf,
  pendingQuotesOfCompany,
  quoteSendItem,
  releasePendingQuoteItem,
  type QuoteItem,
  type QuoteToSend,
} from '@functions/core/data/quote/quotes';
import { findSubscription } from '@functions/core/data/payments/subscriptions';
import { transactWrite, type TransactItem } from '@functions/core/data/transact-write';
import { findUser } from '@functions/core/data/user/users';
import { publishCountedEvent } from '@functions/platform/counted-events';
import { publishQuoteStatusChanged } from '@functions/notifications';
import { recordResponseTime } from '@functions/companies';
import { leadChoiceRefusal } from './lead-access';

/*
 * Paying for a lead with a token (pay-per-lead plan, spec sections 7 and 9): the first time a
 * company quotes a lead it has not paid for, one token pays for it in the same transaction as
 * the quote itself; a paid lead costs nothing again; without a token the quote is stored as
 * payment-pending and goes out when a refill is credited (releasePendingQuotes). A monthly
 * company never spends. Messages join the same way: `payForLead` with the message's item.
 */

/** The ledger's reason for a token spent on a quote. */
export const QUOTE_SPEND_REASON = 'Quote sent';

/** Does the company pay per lead (its plan is the pay-per-lead one)? */
export async function companySpendsTokens(companyId: string): Promise<boolean> {
  return (await findSubscription(companyId))?.plan_type === 'pay_per_lead_subscription_start';
}

/** How the ledger names a lead: 'Jane: Raleigh, NC → Durham, NC'. */
export async function leadLabelOf(move: MoveRequestItem): Promise<string> {
  const customer = await findUser(move.user_id);
  const route = `${move.from_location.city}, ${move.from_location.state} → ${move.to_location.city}, ${move.to_location.state}`;
  return customer ? `${customer.firstName}: ${route}` : route;
}

export type LeadPayment = 'paid' | 'noTokens' | 'refused';

/** Races on the paid-lead record and the customer's booking are decided again this often. */
const ATTEMPTS = 4;

/**
 * Writes `item` (a quote's send, a pending quote's release, later a message) paying for the
 * lead if it is not paid yet, all in one transaction:
 * - the lead is paid already (by a colleague, an earlier quote): `item` alone;
 * - the customer holds a booking with another company (the lead cannot be won): `item` with a
 *   ConditionCheck of that booking and the lead recorded as spent and refunded at once
 *   (REFUND_REASONS.bookedElsewhere), the balance untouched;
 * - else `item` with the token's spend (balance >= 1, the paid-lead record once).
 * 'noTokens': nothing was written; 'refused': `item`'s own condition failed. A token spent
 * publishes LeadPaid once its transaction committed (the one place every spend passes).
 */
export async function payForLead(
  lead: LeadToSpend & { customerId: string },
  item: TransactItem | readonly TransactItem[],
): Promise<LeadPayment> {
  // A message pays with two items (the message and its conversation's preview).
  const items: readonly TransactItem[] = Array.isArray(item) ? item : [item];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    if (await findPaidLead(lead.companyId, lead.moveRequestId)) {
      return (await transactWrite({ paidFor: items })).ok ? 'paid' : 'refused';
    }
    const booking = await findBooking(lead.customerId);
    if (booking && booking.moving_company_id !== lead.companyId) {
      const outcome = await transactWrite({
        ...freeLeadItems(lead, REFUND_REASONS.bookedElsewhere),
        bookedElsewhere: bookedElsewhereCheckItem(lead.customerId, lead.companyId),
        paidFor: items,
      });
      if (outcome.ok) return 'paid';
      if (outcome.refused('paidFor')) return 'refused';
      continue; // paid meanwhile, or the booking was cancelled: decide again
    }
    const spend = await spendLeadToken(lead, items);
    if (spend.spent) {
      await publishCountedEvent('LeadPaid', {
        companyId: lead.companyId,
        moveRequestId: lead.moveRequestId,
        tokens: 1,
      });
      return 'paid';
    }
    if (spend.reason === 'noTokens') return 'noTokens';
    if (spend.reason === 'refused') return 'refused';
  }
  return 'refused';
}

export type QuoteSendOutcome = 'sent' | 'pending' | 'refused';

/** The lead a quote (or, with its reason, a message) pays for. */
export async function leadOf(
  move: MoveRequestItem,
  companyId: string,
  reason: string = QUOTE_SPEND_REASON,
): Promise<LeadToSpend & { customerId: string }> {
  return { companyId, moveRequestId: move.id, customerId: move.user_id, leadLabel: await leadLabelOf(move), reason };
}

/** Writes one item alone: 'refused' when its condition failed. */
async function writeAlone(item: TransactItem | null, done: 'sent' | 'pending'): Promise<QuoteSendOutcome> {
  if (!item) return done;
  return (await transactWrite({ quote: item })).ok ? done : 'refused';
}

/**
 * Sends a quote (creates it or moves it to QUOTED), paying for its lead when the company pays
 * per lead and the customer has not received a quote of it yet (a new, requested or
 * payment-pending quote; an edit of a sent quote costs nothing). Without a token the quote is
 * stored payment-pending ('pending'); 'refused' when the quote changed meanwhile (re-read it).
 */
export async function sendQuotePayingLead(send: QuoteToSend, payPerLead: boolean): Promise<QuoteSendOutcome> {
  const { quote } = send;
  const alreadySent = quote !== null && quote.status === 'QUOTED' && !quote.payment_pending_since;
  if (!payPerLead || alreadySent || send.change.status !== 'QUOTED')
    return writeAlone(quoteSendItem(send, 'none'), 'sent');

  // Written only with the lead paid (a token, or paid already), so the quote carries the mark.
  const item = quoteSendItem(send, 'none', { leadPaid: true });
  if (!item) return 'sent';
  const payment = await payForLead(await leadOf(send.move, send.companyId), item);
  if (payment === 'paid') return 'sent';
  if (payment === 'refused') return 'refused';
  const pending = await writeAlone(quoteSendItem(send, 'pending'), 'pending');
  // A refill may have been credited between the spend and this write: release it now.
  if (pending === 'pending' && (await tokenBalance(send.companyId)) > 0) {
    const stored = await findQuoteOf(send.move.id, send.companyId);
    if (stored?.payment_pending_since && (await releasePendingQuote(stored, send.move, true)) === 'paid') return 'sent';
  }
  return pending;
}

/**
 * Sends one payment-pending quote, paying its token (free for a monthly company). 'paid' when
 * it went out, 'noTokens' when the balance is spent, 'refused' when it was no longer pending.
 */
export async function releasePendingQuote(
  quote: QuoteItem,
  move: MoveRequestItem,
  payPerLead: boolean,
): Promise<LeadPayment> {
  const item = releasePendingQuoteItem(quote, { leadPaid: payPerLead });
  if (!payPerLead) return (await transactWrite({ pendingQuote: item })).ok ? 'paid' : 'refused';
  return payForLead(await leadOf(move, quote.moving_company_id), item);
}

/**
 * On a credit (TokensCredited): the company's payment-pending quotes go out one by one, oldest
 * first, each paying its token in its own transaction, until the tokens run out. Answers how
 * many went out.
 */
export async function releasePendingQuotes(companyId: string): Promise<number> {
  const payPerLead = await companySpendsTokens(companyId);
  let released = 0;
  for (const quote of await pendingQuotesOfCompany(companyId)) {
    const move = await findMoveRequest(quote.move_request_id, { consistent: true });
    // A move gone or passed is no lead worth a token; its quote stays pending.
    if (!move || isPastDate(move.end_date)) continue;
    // The customer kept the move to the companies they asked, and did not ask this one: it stays pending.
    if (leadChoiceRefusal(move, quote, 'quote')) continue;
    const outcome = await releasePendingQuote(quote, move, payPerLead);
    if (outcome === 'noTokens') break;
    if (outcome === 'paid') {
      released++;
      // The customer sees the quote only now: this is its 'quoted' for them.
      await recordResponseTime(quote, quote.pending_from_status === 'QUOTE_REQUESTED');
      await publishQuoteStatusChanged(quote, {
        from: quote.pending_from_status ?? null,
        to: 'QUOTED',
        change: 'quoted',
        actorId: 'system',
      });
    }
  }
  return released;
}
