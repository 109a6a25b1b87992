import { QUOTE_STATUS_LABELS } from '@schemas/enums';
import { alreadyBookedMessage, COMPANY_NOT_BOOKABLE, CUSTOMER_BOOKABLE_STATUSES } from '@schemas/quotes';
import {
  arrivalWindowOf,
  BOOKING_INVENTORY_MESSAGES,
  BOOKING_MESSAGES,
  DEFAULT_CREWS_PER_DAY,
  type BookQuoteBody,
} from '@schemas/bookings';
import { formatCalendarDay } from '@schemas/date-text';
import { moveRegimeOf } from '@schemas/move-regime';
import { ACKNOWLEDGEMENT_MESSAGES, acknowledgementsFor, type Acknowledgement } from '@schemas/move-documents';
import { bookedValuationOf, valuationOffer, type BookedValuation, type ValuationOffer } from '@schemas/valuation';
import {
  bookedTermsOf,
  bookQuote as bookQuoteAtomically,
  findBooking,
  type BookingPlan,
} from '@functions/core/data/quote/bookings';
import { findCompany, type MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import { inventorySummaryOf } from '@functions/move-requests';
import { findMoveRequest, type MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { findQuoteOf, type QuoteItem } from '@functions/core/data/quote/quotes';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { findUser } from '@functions/core/data/user/users';
import { badRequest, conflict } from '@functions/platform/http/errors';
import { publishQuoteStatusChanged } from '@functions/notifications';
import { PROTECTED_PAYMENT_OFFERED } from '@schemas/payouts';

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

/**
 * The deposit this booking takes through MoveMatch (dollars), or null when the company is paid
 * directly: protected payment offered and the company's payouts enabled. 0 when the quote asks
 * none: the booking still goes through MoveMatch, which only saves the card for the balance.
 */
export function depositTaken(quote: QuoteItem, company: MovingCompanyItem): number | null {
  if (!PROTECTED_PAYMENT_OFFERED || company.payouts_enabled !== true) return null;
  return bookedTermsOf(quote).estimate?.deposit ?? 0;
}

export const crewsPerDayOf = (company: MovingCompanyItem) => company.crews_per_day ?? DEFAULT_CREWS_PER_DAY;

/**
 * What the customer's choice books, checked against the move and the company: the day within
 * the move's range, not past, published available by the company (except when confirming the
 * company's mark); the window one the company offers. 400 with the reason otherwise. The day's free crew is the transaction's condition.
 */
export async function bookingPlanFor(
  quote: QuoteItem,
  company: MovingCompanyItem,
  choice: BookQuoteBody,
  now: Date = new Date(),
): Promise<BookingPlan> {
  const move = await findMoveRequest(quote.move_request_id);
  if (!move) throw badRequest(notBookableMessage(QUOTE_STATUS_LABELS[quote.status]));
  const { move_day: day } = choice;
  if (day < move.start_date || day > move.end_date) {
    throw badRequest(
      BOOKING_MESSAGES.dayOutsideRange(formatCalendarDay(move.start_date), formatCalendarDay(move.end_date)),
    );
  }
  // Confirming the company's own 'Mark as Booked' records a move the company says it holds
  // (often one already done): its day is neither checked against today nor its calendar.
  const confirmsCompanyMark = Boolean(quote.company_marked_booked_at);
  if (!confirmsCompanyMark) {
    if (day < todayInCarolinas(now)) throw badRequest(BOOKING_MESSAGES.dayPast);
    if (!(company.available_days ?? []).includes(day)) throw badRequest(BOOKING_MESSAGES.dayNotAvailable);
  }
  const window = arrivalWindowOf(choice.arrival_window, company.own_arrival_window);
  if (!window) throw badRequest(BOOKING_MESSAGES.noCompanyWindow);
  const terms = bookedTermsOf(quote, inventorySummaryOf(move));
  const acknowledgements = acknowledgedDocuments(move, choice, now);
  const valuation = await chosenValuation(quoteValuationOffer(quote, move), choice, quote.customer_id, now);
  return {
    move_day: day,
    arrival_window: window,
    terms: { ...terms, valuation, acknowledgements },
    crews_per_day: crewsPerDayOf(company),
    unchanged_since: quote.updated_at,
    inventory_version_read: move.inventory_version ?? null,
  };
}

/** The valuation options of a quote for its move: by the move's regime, the estimate and the inventory's weight. */
export function quoteValuationOffer(quote: QuoteItem, move: MoveRequestItem): ValuationOffer {
  const regime = moveRegimeOf(move.from_location, move.to_location);
  return valuationOffer(regime, bookedTermsOf(quote).estimate, inventorySummaryOf(move)?.weight_lb ?? null);
}

/** The documents of the move's regime, acknowledged now; 400 naming those the customer has not confirmed reading. */
function acknowledgedDocuments(move: MoveRequestItem, choice: BookQuoteBody, now: Date): Acknowledgement[] {
  const regime = moveRegimeOf(move.from_location, move.to_location);
  const outcome = acknowledgementsFor(regime, choice.acknowledged_documents, now);
  if ('acknowledgements' in outcome) return outcome.acknowledgements;
  const message = ACKNOWLEDGEMENT_MESSAGES.missing(outcome.missing);
  throw badRequest(message, { fields: { acknowledged_documents: message } });
}

/** The customer's valuation choice as the booking records it; 400 on the field when it cannot stand. */
async function chosenValuation(
  offer: ValuationOffer,
  choice: BookQuoteBody,
  customerId: string,
  now: Date,
): Promise<BookedValuation> {
  const customer = await findUser(customerId);
  const fullName = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
  const outcome = bookedValuationOf(offer, choice.valuation, fullName, now);
  if ('valuation' in outcome) return outcome.valuation;
  throw badRequest(outcome.message, { fields: { [outcome.field]: outcome.message } });
}

/** Tells of a new booking: only the customer books (directly, or through the concierge or deposit checkout they paid). */
export const publishBooked = (quote: QuoteItem) =>
  publishQuoteStatusChanged(quote, { from: quote.status, to: 'BOOKED', change: 'booked', actorId: quote.customer_id });

/** Books atomically (one booking per customer, crews per day); 400 with the reason when refused. */
export async function bookOnce(quote: QuoteItem, company: MovingCompanyItem, plan: BookingPlan): Promise<void> {
  // The booking copies the last name onto the quote: the company's conversation list reads it there.
  const customer = await findUser(quote.customer_id);
  const outcome = await bookQuoteAtomically(quote, company.name, CUSTOMER_BOOKABLE_STATUSES, plan, customer?.lastName);
  if (outcome.ok) return publishBooked(quote);
  if ('existingBooking' in outcome) {
    throw existingBookingError(outcome.existingBooking.quoteId === quote.id, outcome.existingBooking.companyName);
  }
  if (outcome.reason === 'day_full') throw conflict(BOOKING_MESSAGES.dayFull);
  if (outcome.reason === 'inventory_changed') throw conflict(BOOKING_INVENTORY_MESSAGES.changedWhileBooking);
  // The status or the terms changed between the read and the transaction: say which.
  const now = await findQuoteOf(quote.move_request_id, quote.moving_company_id);
  if (now && now.status === quote.status) throw conflict(BOOKING_MESSAGES.termsChanged);
  throw badRequest(notBookableMessage(QUOTE_STATUS_LABELS[now?.status ?? quote.status]));
}
