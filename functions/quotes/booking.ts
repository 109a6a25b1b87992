import { QUOTE_STATUS_LABELS } from '@schemas/enums';
import { alreadyBookedMessage, COMPANY_NOT_BOOKABLE, CUSTOMER_BOOKABLE_STATUSES } from '@schemas/quotes';
import { bookQuote as bookQuoteAtomically, findBooking } from '@functions/core/data/quote/bookings';
import { findCompany, type MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import { findQuoteOf, type QuoteItem } from '@functions/core/data/quote/quotes';
import { findUser } from '@functions/core/data/user/users';
import { badRequest } from '@functions/platform/http/errors';
import { publishQuoteStatusChanged } from '@functions/notifications';

/*
 * The customer's booking rules, shared by POST /quote/{id}/book and the concierge booking that
 * a paid $99 checkout confirms (book-paid-concierge-quote.ts).
 */

export const ALREADY_BOOKED_THIS = 'You have already booked this quote.';
export const notBookableMessage = (label: string) => `This quote cannot be booked while its status is ${label}.`;
export const COMPANY_GONE = 'This moving company is no longer available.';

/** The quote's company when the quote may be booked now; a 400 with the reason otherwise. */
export async function bookableCompany(quote: QuoteItem): Promise<MovingCompanyItem> {
  if (!(CUSTOMER_BOOKABLE_STATUSES as readonly string[]).includes(quote.status)) {
    throw badRequest(
      quote.status === 'BOOKED' ? ALREADY_BOOKED_THIS : notBookableMessage(QUOTE_STATUS_LABELS[quote.status]),
    );
  }
  const company = await findCompany(quote.moving_company_id);
  if (!company) throw badRequest(COMPANY_GONE);
  // Until an admin verifies a company (or after it is unverified), no customer books it.
  if (company.is_verified !== true) throw badRequest(COMPANY_NOT_BOOKABLE);
  return company;
}

/** 400 when the customer already holds a booking (this quote or another company's). */
export async function assertNoOtherBooking(quote: QuoteItem): Promise<void> {
  const existing = await findBooking(quote.customer_id);
  if (existing) throw existingBookingError(existing.quote_id === quote.id, existing.company_name);
}

function existingBookingError(sameQuote: boolean, companyName: string) {
  if (sameQuote) return badRequest(ALREADY_BOOKED_THIS);
  return badRequest(alreadyBookedMessage(companyName), { existingBooking: { companyName } });
}

/** Books atomically (one booking per customer); 400 with the reason when refused. */
export async function bookOnce(quote: QuoteItem, company: MovingCompanyItem): Promise<void> {
  // The booking copies the last name onto the quote: the company's conversation list reads it there.
  const customer = await findUser(quote.customer_id);
  const outcome = await bookQuoteAtomically(quote, company.name, CUSTOMER_BOOKABLE_STATUSES, customer?.lastName);
  if (outcome.ok) {
    // Only the customer books (directly, or through the paid concierge checkout they started).
    await publishQuoteStatusChanged(quote, {
      from: quote.status,
      to: 'BOOKED',
      change: 'booked',
      actorId: quote.customer_id,
    });
    return;
  }
  if ('existingBooking' in outcome) {
    throw existingBookingError(outcome.existingBooking.quoteId === quote.id, outcome.existingBooking.companyName);
  }
  // The status changed between the read and the transaction: say what it is now.
  const now = await findQuoteOf(quote.move_request_id, quote.moving_company_id);
  throw badRequest(notBookableMessage(QUOTE_STATUS_LABELS[now?.status ?? quote.status]));
}
