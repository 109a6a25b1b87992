import { inventorySummaryOf } from '@functions/move-requests';
import { preparedByName, QUOTE_MESSAGES, type UpdateCompanyQuoteBody } from '@schemas/company-quotes';
import { routes } from '@schemas/routes';
import { callersLeadCompany } from '@functions/platform/http/callers-company';
import { cancelConciergeCheckoutOfChangedQuote } from '@functions/payments';
import { markBookedByCompany } from '@functions/core/data/quote/bookings';
import { publishEvent } from '@functions/platform/events';
import { canCompanyReadMove, companySpendsTokens, sendQuotePayingLead } from '@functions/lead-payments';
import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { findUser } from '@functions/core/data/user/users';
import { badRequest, conflict, notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import {
  findQuoteById,
  findQuoteOf,
  quoteEstimate,
  writeQuoteContent,
  type QuoteItem,
} from '@functions/core/data/quote/quotes';
import { companyStatus } from '@functions/quote-visibility';
import { quotableMove } from './quotable-move';
import { sentQuoteAnswer } from './payment-answer';
import { publishSentQuote } from './sent-quote-event';
import { publishQuoteStatusChanged } from '@functions/notifications';
import { isMoveExpired, toCompanyQuote } from './views';
import { quotedTerms } from './quote-terms';
import { isDeepStrictEqual } from 'node:util';
import { normalizeEstimate, priceByInventory } from '@schemas/estimate-totals';

/** Does the body change the price, range end or description of the stored quote? */
function changesPrice(quote: QuoteItem, body: UpdateCompanyQuoteBody): boolean {
  return (
    (body.price !== undefined && body.price !== (quote.price ?? null)) ||
    (body.top_price !== undefined && body.top_price !== (quote.top_price ?? null))
  );
}
function changesEstimate(quote: QuoteItem, body: UpdateCompanyQuoteBody): boolean {
  if (body.estimate === undefined) return false;
  const stored = quoteEstimate(quote);
  // Priced by volume or weight, the body is priced as the stored estimate was (its quantity): only its terms count.
  const quantity = stored?.priced_quantity ?? null;
  const sent =
    body.estimate &&
    priceByInventory(
      normalizeEstimate(body.estimate),
      quantity === null ? null : { cubic_feet: quantity, weight_lb: quantity },
    );
  return !isDeepStrictEqual(stored, sent);
}
function changesDescription(quote: QuoteItem, body: UpdateCompanyQuoteBody): boolean {
  return body.description !== undefined && (body.description?.trim() || null) !== (quote.description ?? null);
}

/**
 * 'Mark as Booked' (spec section 4): only on a CANCELLED quote or a non-booked one whose move
 * has passed. It is the company's record (lead manager, analytics, chip) and nothing more: the
 * customer's booking lock is not taken and the contact stays hidden (only the customer's own
 * booking does either). The customer is asked by e-mail to confirm it with a real booking.
 */
async function markAsBooked(
  quote: QuoteItem,
  company: MovingCompanyItem,
  body: UpdateCompanyQuoteBody,
  actorId: string,
): Promise<QuoteItem> {
  if (companyStatus(quote) === 'BOOKED') throw badRequest(QUOTE_MESSAGES.alreadyBooked);
  if (changesPrice(quote, body) || changesEstimate(quote, body) || changesDescription(quote, body))
    throw badRequest(QUOTE_MESSAGES.markAsBookedChangesQuote);
  const move = await findMoveRequest(quote.move_request_id);
  if (!move || !canCompanyReadMove(company, move, { quote, saved: false }))
    throw notFound(QUOTE_MESSAGES.quoteNotFound);
  if (quote.status !== 'CANCELLED' && !isMoveExpired(move)) throw badRequest(QUOTE_MESSAGES.markAsBookedNotAllowed);
  const outcome = await markBookedByCompany(quote, [quote.status]);
  if (!outcome.ok) {
    // The other company's name stays with the customer: a company learns only that a booking exists.
    if ('existingBooking' in outcome) throw badRequest(QUOTE_MESSAGES.customerHasBooking);
    throw conflict(QUOTE_MESSAGES.changedMeanwhile);
  }
  await publishEvent('QuoteMarkedBooked', {
    quoteId: quote.id,
    customerId: quote.customer_id,
    companyName: company.name,
  });
  await publishQuoteStatusChanged(quote, {
    from: quote.status,
    to: 'INVITED_TO_BOOK',
    change: 'marked_booked',
    actorId,
  });
  return (await findQuoteOf(quote.move_request_id, quote.moving_company_id))!;
}

/** An edit: the price, range or description of a requested or sent quote, which is then QUOTED. */
async function editQuote(
  quote: QuoteItem,
  company: MovingCompanyItem,
  userId: string,
  body: UpdateCompanyQuoteBody,
): Promise<QuoteItem> {
  const description = body.description === undefined ? undefined : body.description?.trim() || null;
  if (companyStatus(quote) === 'BOOKED') {
    // Booked by the customer or marked by the company: the price is settled, the status stays.
    if (changesPrice(quote, body)) throw badRequest(QUOTE_MESSAGES.bookedPriceLocked);
    if (changesEstimate(quote, body)) throw badRequest(QUOTE_MESSAGES.bookedTermsLocked);
    const kept = await writeQuoteContent(quote, { status: quote.status, content: { description } }, [quote.status]);
    if (!kept) throw conflict(QUOTE_MESSAGES.changedMeanwhile);
    return kept;
  }
  if (quote.status !== 'QUOTE_REQUESTED' && quote.status !== 'QUOTED') throw badRequest(QUOTE_MESSAGES.notEditable);

  const move = await quotableMove(company, quote.move_request_id);
  const terms = quotedTerms(body, quote, inventorySummaryOf(move));
  const profile = await findUser(userId);
  const change = {
    status: 'QUOTED' as const,
    content: {
      ...terms,
      description,
      quoted_by_user_id: userId,
      quoted_by_name: profile ? preparedByName(profile) : (quote.quoted_by_name ?? ''),
    },
    move,
  };
  const send = { quote, newId: quote.id, move, companyId: company.id, change, from: [quote.status] };
  // A pay-per-lead company's first send of this lead pays its token (or stays payment-pending).
  const outcome = await sendQuotePayingLead(send, await companySpendsTokens(company.id));
  if (outcome === 'refused') throw conflict(QUOTE_MESSAGES.changedMeanwhile);
  const stored = (await findQuoteOf(quote.move_request_id, company.id))!;
  // The customer may have pressed Book on the old terms: that concierge checkout no longer pays for this quote.
  const termsChanged = changesPrice(quote, body) || changesEstimate(quote, body) || changesDescription(quote, body);
  if (quote.status === 'QUOTED' && termsChanged) {
    await cancelConciergeCheckoutOfChangedQuote(quote);
  }
  await publishSentQuote(quote, stored, userId);
  return stored;
}

/**
 * PATCH /api/moving-company-quotes/{id} — the caller's company's quote: an edit (stays or
 * becomes QUOTED; a BOOKED quote keeps its price), or status BOOKED alone for 'Mark as
 * Booked'. Companies make no other status change.
 * Reads: the caller's profile (access pattern 1), the company (access pattern 5), Query the quote by id (access pattern M6), then the quote by its
 * main key (consistent) and the move request (access pattern 10). Writes: the quote, conditional on the status
 * read; Mark as Booked: one transaction of a ConditionCheck on the customer's booking lock (access pattern B1)
 * (no booking held; never written) and the quote's mark, then the QuoteMarkedBooked event.
 * A pay-per-lead company's first send of a lead spends a token in the quote's transaction, or
 * stores it payment-pending with a refill checkout in the answer (send-company-quote.ts).
 * An edit of a QUOTED quote's terms expires the customer's open concierge checkout for it at
 * Stripe (payments/concierge-checkout.ts): the $99 pays only for the terms approved at Book.
 * Callers: MOVING_COMPANY; another company's quote answers 404, as an unknown id.
 */
export const updateCompanyQuote: PlainHandler<typeof routes.updateCompanyQuote> = async ({ auth, params, body }) => {
  const company = await callersLeadCompany(auth);
  const indexed = await findQuoteById(params.id);
  if (!indexed || indexed.moving_company_id !== company.id) throw notFound(QUOTE_MESSAGES.quoteNotFound);
  const quote = await findQuoteOf(indexed.move_request_id, company.id);
  if (!quote || quote.id !== indexed.id) throw notFound(QUOTE_MESSAGES.quoteNotFound);

  if (body.status === 'BOOKED') return toCompanyQuote(await markAsBooked(quote, company, body, auth.userId));
  const statusChange = body.status !== undefined && body.status !== companyStatus(quote);
  const sending = body.status === 'QUOTED' && (quote.status === 'QUOTE_REQUESTED' || quote.status === 'QUOTED');
  if (statusChange && !sending) throw badRequest(QUOTE_MESSAGES.statusNotAllowed);
  return sentQuoteAnswer(await editQuote(quote, company, auth.userId, body), auth.userId);
};

export const handler = httpHandler(routes.updateCompanyQuote, updateCompanyQuote);
