import { LEAD_CHOICE_MESSAGES } from '@schemas/quote-choice';
import { isOpenToAllCompanies, type MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import { findQuoteOf, type QuoteItem } from '@functions/core/data/quote/quotes';
import { ForbiddenError } from '@functions/platform/domain-errors';
import { customerAskedFor, type QuoteOriginFields } from '@functions/quote-visibility';
import { isPastDate } from '@functions/platform/move-dates';

/*
 * The one rule of which move requests a company may touch as leads. Lead search, saving a
 * lead, sending a quote (and messaging, when it comes) and every company read of a move
 * request ask here, so no route can reach a lead another route refuses.
 */

/** What a company does with a lead: read it, save it, quote it, message its customer. */
export type LeadUse = 'see' | 'save' | 'quote' | 'message';

/**
 * Why a company may not use a lead, or null when it may:
 * - 'unverified': an admin has not verified the company (lead routes answer 403 before this);
 * - 'notTheirs': the move starts outside the company's state (the state it is listed and
 *   matched in), so it is not the company's lead at all: the caller answers as for an unknown id;
 * - 'closed': the move's end date has passed (Carolinas calendar); it may still be read,
 *   but not saved, quoted or messaged.
 * An admin's 'invalid' marking and the customer's withdrawal take the move out of every
 * company's reach: 'notTheirs', as for a lead that never was the company's.
 */
export type LeadRefusal = 'unverified' | 'notTheirs' | 'closed';

export function leadRefusal(
  company: Pick<MovingCompanyItem, 'is_verified' | 'state'>,
  move: Pick<MoveRequestItem, 'from_location' | 'end_date' | 'invalidated_at' | 'withdrawn_at'>,
  use: LeadUse,
  now: Date = new Date(),
): LeadRefusal | null {
  if (company.is_verified !== true) return 'unverified';
  if (!company.state || move.from_location.state !== company.state || move.invalidated_at || move.withdrawn_at)
    return 'notTheirs';
  if (use !== 'see' && isPastDate(move.end_date, now)) return 'closed';
  return null;
}

export function canCompanyTouchLead(
  company: Pick<MovingCompanyItem, 'is_verified' | 'state'>,
  move: Pick<MoveRequestItem, 'from_location' | 'end_date' | 'invalidated_at' | 'withdrawn_at'>,
  use: LeadUse,
  now: Date = new Date(),
): boolean {
  return leadRefusal(company, move, use, now) === null;
}

/**
 * A company reading one move request it has a record of (its quote or saved lead): the
 * customer's own booking of this company's quote always opens it (the customer chose the
 * company, whatever the move's state is now); otherwise the lead rule for 'see' and the
 * customer's choice (leadChoiceRefusal below). A record
 * alone is not enough: it may have been made before this rule held.
 */
export function canCompanyReadMove(
  company: Pick<MovingCompanyItem, 'is_verified' | 'state'>,
  move: Pick<
    MoveRequestItem,
    'from_location' | 'end_date' | 'invalidated_at' | 'withdrawn_at' | 'only_chosen_companies'
  >,
  record: { quote: (QuoteOriginFields & Pick<QuoteItem, 'customer_not_interested_at'>) | null; saved: boolean },
): boolean {
  if (company.is_verified !== true) return false;
  if (record.quote?.status === 'BOOKED') return true;
  return (
    (record.quote !== null || record.saved) &&
    canCompanyTouchLead(company, move, 'see') &&
    // A saved lead alone does not open a move the customer keeps to the companies they asked.
    leadChoiceRefusal(move, record.quote, 'see') === null
  );
}

/*
 * The customer decides who may quote: on a move with 'Only the companies I choose', only a
 * company the customer asked (its quote on the move says so, quote-visibility's
 * customerAskedFor) may quote, message, save or read it as a lead; and a company whose quote the
 * customer turned down ('Not interested') may not quote or message the move again, whatever
 * the switch says. Every lead route asks here after the rule above.
 */

/** Why the customer's choice keeps a company from a lead, or null when it does not. */
export type LeadChoiceRefusal = 'notChosen' | 'notInterested';

export function leadChoiceRefusal(
  move: Pick<MoveRequestItem, 'only_chosen_companies'>,
  quote: (QuoteOriginFields & Pick<QuoteItem, 'customer_not_interested_at'>) | null,
  use: LeadUse,
): LeadChoiceRefusal | null {
  if (quote?.status === 'BOOKED') return null;
  if (quote?.customer_not_interested_at && use !== 'see') return 'notInterested';
  if (isOpenToAllCompanies(move) || customerAskedFor(quote)) return null;
  // Its own quote, sent before the customer switched the choice on, stays readable to it.
  if (use === 'see' && quote) return null;
  return 'notChosen';
}

/** 403 with the customer's choice's message when it keeps the company from the lead. */
export function assertLeadChosen(
  move: Pick<MoveRequestItem, 'only_chosen_companies'>,
  quote: (QuoteOriginFields & Pick<QuoteItem, 'customer_not_interested_at'>) | null,
  use: LeadUse,
): void {
  const refusal = leadChoiceRefusal(move, quote, use);
  if (refusal) throw new ForbiddenError(LEAD_CHOICE_MESSAGES[refusal]);
}

/** assertLeadChosen reading the company's quote of the move (the quote of a move and company) when the move needs it. */
export async function assertCompanyChosenFor(
  companyId: string,
  move: Pick<MoveRequestItem, 'id' | 'only_chosen_companies'>,
  use: LeadUse,
): Promise<void> {
  if (isOpenToAllCompanies(move) && use === 'see') return;
  assertLeadChosen(move, await findQuoteOf(move.id, companyId), use);
}
