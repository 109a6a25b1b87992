import { routes } from '@schemas/routes';
import { QUOTE_STATUS_LABELS } from '@schemas/enums';
import { alreadyBookedMessage, COMPANY_NOT_BOOKABLE, CUSTOMER_BOOKABLE_STATUSES } from '@schemas/quotes';
import { findCompany } from '@functions/core/data/moving-companies';
import { bookQuote as bookQuoteAtomically } from '@functions/core/data/bookings';
import { findQuoteOf } from '@functions/core/data/quotes';
import { badRequest } from '@functions/core/http/errors';
import { httpHandler, type PlainHandler } from '@functions/core/http/handler';
import { callersQuote } from './callers-quote';
import { toCustomerQuote } from './views';

export const ALREADY_BOOKED_THIS = 'You have already booked this quote.';
export const notBookableMessage = (label: string) => `This quote cannot be booked while its status is ${label}.`;
export const COMPANY_GONE = 'This moving company is no longer available.';

/**
 * POST /api/quote/{id}/book — the customer books their own quote.
 * Reads: gsi3 QUOTE#<id>, MOVE#<move>/QUOTE#<company> (consistent), COMPANY#<id>/PROFILE.
 * Writes: one TransactWriteItems (bookings.ts bookQuote): create USER#<sub>/BOOKING if absent
 * and set the quote BOOKED if it is QUOTED or INVITED_TO_BOOK. Of parallel bookings exactly
 * one commits. This is the only write that reveals the customer's contact to the company and
 * holds the booking lock (a company's 'Mark as Booked' leaves the quote INVITED_TO_BOOK, which
 * the customer confirms here). Refusals: another customer's quote 404; a status other than
 * QUOTED or INVITED_TO_BOOK 400; a company that is not verified 400; another booking exists 400 { error, existingBooking: { companyName } }.
 */
export const bookQuote: PlainHandler<typeof routes.bookQuote> = async ({ auth, params }) => {
  const quote = await callersQuote(auth, params.id);
  if (!(CUSTOMER_BOOKABLE_STATUSES as readonly string[]).includes(quote.status)) {
    throw badRequest(quote.status === 'BOOKED' ? ALREADY_BOOKED_THIS : notBookableMessage(QUOTE_STATUS_LABELS[quote.status]));
  }
  const company = await findCompany(quote.moving_company_id);
  if (!company) throw badRequest(COMPANY_GONE);
  // Until an admin verifies a company (or after it is unverified), no customer books it.
  if (company.is_verified !== true) throw badRequest(COMPANY_NOT_BOOKABLE);

  const outcome = await bookQuoteAtomically(quote, company.name, CUSTOMER_BOOKABLE_STATUSES);
  if (!outcome.ok) {
    if ('existingBooking' in outcome) {
      if (outcome.existingBooking.quoteId === quote.id) throw badRequest(ALREADY_BOOKED_THIS);
      const { companyName } = outcome.existingBooking;
      throw badRequest(alreadyBookedMessage(companyName), { existingBooking: { companyName } });
    }
    // The status changed between the read and the transaction: say what it is now.
    const now = await findQuoteOf(quote.move_request_id, quote.moving_company_id);
    throw badRequest(notBookableMessage(QUOTE_STATUS_LABELS[now?.status ?? quote.status]));
  }
  const booked = await findQuoteOf(quote.move_request_id, quote.moving_company_id);
  return toCustomerQuote(booked!, company);
};

export const handler = httpHandler(routes.bookQuote, bookQuote);
