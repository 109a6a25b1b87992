import { inventorySummaryOf } from '@functions/move-requests';
import { ulid } from 'ulid';
import { preparedByName, QUOTE_MESSAGES } from '@schemas/company-quotes';
import { routes } from '@schemas/routes';
import { callersLeadCompany } from '@functions/platform/http/callers-company';
import { findUser } from '@functions/core/data/user/users';
import { badRequest, conflict, forbidden } from '@functions/platform/http/errors';
import { httpHandler, Reply, type PlainHandler } from '@functions/platform/http/handler';
import { findQuoteOf, type QuoteContent } from '@functions/core/data/quote/quotes';
import { companySpendsTokens, sendQuotePayingLead } from '@functions/lead-payments';
import { sentQuoteAnswer } from './payment-answer';
import { quotableMove } from './quotable-move';
import { publishSentQuote } from './sent-quote-event';
import { quotedTerms } from './quote-terms';

/** A write lost to a parallel change (the customer booked, a colleague sent) is decided again. */
const ATTEMPTS = 3;
const SENDABLE = ['QUOTE_REQUESTED', 'QUOTED'] as const;

/**
 * POST /api/moving-company-quotes — sends the caller's company's quote on an open move.
 * Reads: the caller's profile (access pattern 1), the company (access pattern 5), the move request (access pattern 10), the company's quote of the move.
 * Only a lead the company may quote (quotable-move.ts: its state, open; 404 / 400 otherwise),
 * and only a verified company (403, callersLeadCompany).
 * Writes: the quote, conditionally: a QUOTE_REQUESTED or QUOTED quote becomes QUOTED with the
 * new content (condition: status still one of those); without a quote (a saved or searched
 * lead) a new QUOTED quote is created (condition: attribute_not_exists), answered 201.
 * Pay-per-lead (functions/lead-payments/quote-tokens.ts): the first send on a lead the company has not
 * paid for spends one token in the same transaction (the token balance (access pattern T1) >= 1,
 * the paid lead (access pattern T4) once, a ledger entry); with no token left the quote is stored
 * payment-pending, hidden from the customer, and the answer carries paymentPending + checkoutUrl.
 * 'Prepared by' is taken from the caller's profile, never from the body. Callers:
 * MOVING_COMPANY for their own company only (another company id: 403).
 */
export const sendCompanyQuote: PlainHandler<typeof routes.sendCompanyQuote> = async ({ auth, body }) => {
  const company = await callersLeadCompany(auth);
  if (body.moving_company_id !== company.id) throw forbidden(QUOTE_MESSAGES.notOwnCompany);

  const move = await quotableMove(company, body.move_request_id);

  const profile = await findUser(auth.userId);
  const content: QuoteContent = {
    // Parts and totals are checked against the body alone: a send states the whole quote.
    ...quotedTerms({ ...body, estimate: body.estimate ?? null }, null, inventorySummaryOf(move)),
    description: body.description?.trim() || null,
    quoted_by_user_id: auth.userId,
    quoted_by_name: profile ? preparedByName(profile) : '',
  };

  const payPerLead = await companySpendsTokens(company.id);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const existing = await findQuoteOf(move.id, company.id);
    if (existing && existing.status !== 'QUOTE_REQUESTED' && existing.status !== 'QUOTED')
      throw badRequest(QUOTE_MESSAGES.notEditable);
    // A quote this send creates carries the customer's first name (its lead manager row reads no profile).
    const customer = existing ? null : await findUser(move.user_id);
    const send = {
      quote: existing,
      newId: ulid(),
      move,
      companyId: company.id,
      change: { status: 'QUOTED' as const, content, move },
      from: SENDABLE,
      customerFirstName: customer?.firstName,
    };
    // A refusal: a quote appeared or changed meanwhile (the customer asked, a colleague sent): read it again.
    if ((await sendQuotePayingLead(send, payPerLead)) === 'refused') continue;
    const stored = await findQuoteOf(move.id, company.id);
    if (!stored) continue;
    await publishSentQuote(existing, stored, auth.userId);
    return new Reply(existing ? 200 : 201, await sentQuoteAnswer(stored, auth.userId));
  }
  throw conflict(QUOTE_MESSAGES.changedMeanwhile);
};

export const handler = httpHandler(routes.sendCompanyQuote, sendCompanyQuote);
