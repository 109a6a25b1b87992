import { QUOTE_MESSAGES } from '@schemas/company-quotes';
import { companyLicensedRegimes, notLicensedFor } from '@schemas/licences';
import { moveRegimeOf } from '@schemas/move-regime';
import { findMoveRequest, type MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import { badRequest, conflict, forbidden, notFound } from '@functions/platform/http/errors';
import { findQuoteOf } from '@functions/core/data/quote/quotes';
import { assertCompanyChosenFor, leadRefusal } from '@functions/lead-payments';

/**
 * The move a company sends or edits a quote on, read consistently, under the lead rule
 * (functions/lead-payments/lead-access.ts) that saving a lead applies too: not the company's lead → the
 * same 404 as an unknown id; its date passed → 400 'This move date has passed'; a move the
 * customer keeps to the companies they asked, or a quote they turned down → 403; a move the
 * company's licences do not cover (docs/compliance.md, Licences) → 403; a move its customer
 * booked with another company → 409.
 */
export async function quotableMove(company: MovingCompanyItem, moveRequestId: string): Promise<MoveRequestItem> {
  const move = await findMoveRequest(moveRequestId, { consistent: true });
  const refusal = move ? leadRefusal(company, move, 'quote') : 'notTheirs';
  if (!move || refusal === 'notTheirs' || refusal === 'unverified') throw notFound(QUOTE_MESSAGES.moveNotFound);
  if (refusal === 'closed') throw badRequest(QUOTE_MESSAGES.moveExpired);
  // The law's side: a company quotes only moves its vetted licences cover (403).
  const regime = moveRegimeOf(move.from_location, move.to_location);
  if (!companyLicensedRegimes(company).includes(regime)) throw forbidden(notLicensedFor(regime));
  // The customer's choice: only the companies they asked, and none they turned down (403).
  await assertCompanyChosenFor(company.id, move, 'quote');
  // Booked with another company: no new quote (409); the booked company's own quote is its to manage.
  if (move.booked_quote_id && (await findQuoteOf(move.id, company.id))?.id !== move.booked_quote_id)
    throw conflict(QUOTE_MESSAGES.moveBooked);
  return move;
}
