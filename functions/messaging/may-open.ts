import { QUOTE_MESSAGES } from '@schemas/company-quotes';
import { MESSAGING_MESSAGES, type ConversationKey } from '@schemas/messaging';
import { findMoveRequest, type MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { findCompany, type MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import { findQuoteOf } from '@functions/core/data/quote/quotes';
import { customerSideOf } from '@functions/quote-visibility';
import { badRequest, forbidden, notFound } from '@functions/platform/http/errors';
import { assertLeadChosen, leadRefusal } from '@functions/lead-payments';
import { isMatchFor } from '@functions/matches';
import type { MessagingCaller } from './messaging-caller';

/** The spec's message for an unknown company. */
const COMPANY_NOT_FOUND = 'Moving company not found';

/**
 * May the customer open a conversation on these three: only about its own move request (403
 * notYourMoveRequest), with a company that exists (404) and that it asked for a quote (a quote
 * it can see) or that matches the move now (the matches list's rule, isMatchFor); else 403 notMatched.
 */
async function customerMayOpen(userId: string, key: ConversationKey): Promise<MoveRequestItem> {
  const move = key.mover_id === userId ? await findMoveRequest(key.move_request_id, { consistent: true }) : null;
  if (!move || move.user_id !== userId) throw forbidden(MESSAGING_MESSAGES.notYourMoveRequest);
  const company = await findCompany(key.moving_company_id);
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  const quote = await findQuoteOf(move.id, company.id);
  if (quote && customerSideOf(quote)) return move;
  const matched = isMatchFor(company, move);
  if (!matched) throw forbidden(MESSAGING_MESSAGES.notMatched);
  return move;
}

/**
 * May the company open one: only for itself (403), only about a lead the one lead rule
 * (functions/lead-payments/lead-access.ts) lets it message: not its lead or unknown → 404 like an unknown
 * id; passed → 400. The customer's booking of this company always opens it. The mover id must
 * be the move's customer (else the same 404).
 */
async function companyMayOpen(company: MovingCompanyItem, key: ConversationKey): Promise<MoveRequestItem> {
  if (key.moving_company_id !== company.id) throw forbidden('You can only message for your own moving company');
  const move = await findMoveRequest(key.move_request_id, { consistent: true });
  if (!move || move.user_id !== key.mover_id) throw notFound(QUOTE_MESSAGES.moveNotFound);
  const quote = await findQuoteOf(move.id, company.id);
  if (quote?.status === 'BOOKED') return move;
  const refusal = leadRefusal(company, move, 'message');
  if (refusal === 'closed') throw badRequest(QUOTE_MESSAGES.moveExpired);
  if (refusal) throw notFound(QUOTE_MESSAGES.moveNotFound);
  assertLeadChosen(move, quote, 'message');
  return move;
}

/** The move of a conversation the caller may open (see the two rules above). */
export function mayOpen(caller: MessagingCaller, key: ConversationKey): Promise<MoveRequestItem> {
  return caller.side === 'mover' ? customerMayOpen(caller.userId, key) : companyMayOpen(caller.company, key);
}
