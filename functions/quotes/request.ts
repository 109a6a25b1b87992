import { ulid } from 'ulid';
import { savedLeadsOfMoveBy } from '@functions/core/data/saved/saved-leads';
import { foldSavedIntoQuote } from '@functions/core/data/lead-manager/lead-manager-page';
import { paidLeadsOfMove } from '@functions/core/data/lead-tokens/lead-tokens';
import { LIMITS } from '@schemas/constants';
import { NO_COMPANIES_FOR_QUOTES, TOO_MANY_QUOTE_REQUESTS, type CustomerQuote } from '@schemas/quotes';
import type { AuthContext } from '@functions/platform/http/auth-context';
import { findMoveRequest, type MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { findCompanies } from '@functions/core/data/company/moving-companies';
import { createQuotes, markPendingQuoteRequested, quotesOfMove } from '@functions/core/data/quote/quotes';
import { customerSideOf, customerSideOfAll } from '@functions/quote-visibility';
import { findUser, type UserItem } from '@functions/core/data/user/users';
import { badRequest, conflict, notFound } from '@functions/platform/http/errors';
import { isMatchFor } from '@functions/matches';
import { publishQuoteStatusChanged } from '@functions/notifications';
import { toCustomerQuote } from './views';

/** A transaction lost to a parallel request is decided again this often. */
const ATTEMPTS = 3;

/**
 * The companies that cannot take a request for this move: unknown, or not a match (matching's
 * one rule, isMatchFor: verified, the move in its service area, an available day in its range).
 */
async function ineligibleCompanies(move: MoveRequestItem, ids: string[]): Promise<string[]> {
  const byId = await findCompanies(ids);
  return ids.flatMap((id) => {
    const company = byId.get(id);
    if (!company) return [id];
    return isMatchFor(company, move) ? [] : [company.name];
  });
}

/**
 * What the asked companies already did with the move before the customer asked: saved it, or
 * paid for it (by a message). The new quotes carry the paid mark, and a saved lead is folded
 * into its new quote at once, so even the first lead manager listing reads no saved or paid
 * record for them. A save racing the request is still folded by the lead manager itself.
 */
async function earlierLeadActions(moveId: string, companyIds: string[]) {
  if (companyIds.length === 0) return { saved: [], paid: new Set<string>() };
  const [saved, paid] = await Promise.all([savedLeadsOfMoveBy(moveId, companyIds), paidLeadsOfMove(moveId)]);
  return { saved, paid: new Set(paid.map((p) => p.moving_company_id)) };
}

/**
 * Requests quotes for the customer's own move from the given companies (shared by POST
 * /quote and /quote/bulk): duplicates removed, at most 5, companies already asked for this
 * move skipped (none left: 400), every other company must match the move (else 400 naming
 * them). Each quote carries the customer's first name (the caller's profile, as the auth step
 * read it). The quotes are written in one transaction of conditional creates, so parallel
 * requests never create two quotes for one company; a lost race re-reads and decides again.
 */
export async function requestQuotesFor(
  auth: Pick<AuthContext, 'userId'>,
  profile: UserItem | null,
  moveRequestId: string,
  companyIds: string[],
): Promise<CustomerQuote[]> {
  const move = await findMoveRequest(moveRequestId, { consistent: true });
  if (!move || move.user_id !== auth.userId) throw notFound('Move request not found');
  // Stored on each quote, so the company's lead manager row needs no read of the profile.
  const customerFirstName = (profile ?? (await findUser(auth.userId)))?.firstName;
  const unique = [...new Set(companyIds)];
  if (unique.length > LIMITS.maxQuoteRequestsPerSelection) throw badRequest(TOO_MANY_QUOTE_REQUESTS);

  let checked = false;
  const answered = new Set<string>(); // quotes this request made the customer's
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const before = await quotesOfMove(move.id, { consistent: true });
    const asked = new Set(before.map((q) => q.moving_company_id));
    // A company's own quote still waiting for its payment is unknown to the customer: asking
    // that company makes it the customer's request (they see it once it is paid).
    const waiting = before.filter(
      (q) => unique.includes(q.moving_company_id) && q.payment_pending_since && customerSideOf(q) === null,
    );
    const wanted = unique.filter((id) => !asked.has(id));
    if (wanted.length === 0 && waiting.length === 0 && answered.size === 0) throw badRequest(NO_COMPANIES_FOR_QUOTES);
    if (!checked) {
      const rejected = await ineligibleCompanies(move, [...wanted, ...waiting.map((q) => q.moving_company_id)]);
      if (rejected.length > 0) {
        throw badRequest(`These companies cannot take quote requests for this move: ${rejected.join(', ')}`, {
          rejected,
        });
      }
      checked = true; // a retry only drops companies, so eligibility needs no second check
    }
    for (const quote of waiting) if (await markPendingQuoteRequested(quote)) answered.add(quote.id);
    const earlier = await earlierLeadActions(move.id, wanted);
    const quotes = wanted.map((moving_company_id) => ({
      id: ulid(),
      move_request_id: move.id,
      moving_company_id,
      customer_id: auth.userId,
      customer_first_name: customerFirstName,
      ...(earlier.paid.has(moving_company_id) ? { lead_paid: true } : {}),
    }));
    if (quotes.length === 0 || (await createQuotes(quotes))) {
      for (const q of quotes) answered.add(q.id);
      await Promise.all(earlier.saved.map((saved) => foldSavedIntoQuote(saved, saved)));
      const stored = customerSideOfAll(await quotesOfMove(move.id, { consistent: true })).filter((q) =>
        answered.has(q.id),
      );
      await Promise.all(
        stored.map((q) =>
          publishQuoteStatusChanged(q, {
            from: null,
            to: 'QUOTE_REQUESTED',
            change: 'requested',
            actorId: auth.userId,
          }),
        ),
      );
      const companies = await findCompanies(stored.map((q) => q.moving_company_id));
      return stored.map((q) => toCustomerQuote(q, companies.get(q.moving_company_id)));
    }
  }
  throw conflict('Your quote requests could not be saved. Please try again.');
}
