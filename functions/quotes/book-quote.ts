import { routes } from '@schemas/routes';
import type { BookQuoteBody } from '@schemas/bookings';
import type { RouteResponse } from '@schemas/route';
import type { AuthContext } from '@functions/platform/http/auth-context';
import type { UserItem } from '@functions/core/data/user/users';
import {
  appUrl,
  expireOpenCheckout,
  openCheckout,
  openDepositCheckout,
  SESSION_PLACEHOLDER,
} from '@functions/payments';
import { replaceOpenConciergeCheckout } from '@functions/core/data/payments/checkout-sessions';
import { clearConciergeNotice, recordConciergeCheckout } from '@functions/core/data/payments/concierge-checkouts';
import { findQuoteOf } from '@functions/core/data/quote/quotes';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { assertNoOtherBooking, bookableCompany, bookingPlanFor, bookOnce, depositTaken } from './booking';
import { callersQuote } from './callers-quote';
import { toCustomerQuote } from './views';

/**
 * POST /api/quote/{id}/book — the customer books their own quote.
 * Body: the move day (within the move's range, published available by the company) and the
 * arrival window (booking.ts bookingPlanFor checks both).
 * Reads: the quote by id (access pattern M6), the company's quote of the move (consistent), the company (access pattern 5),
 * the move request.
 * Writes: one TransactWriteItems (bookings.ts bookQuote): create the booking lock (access pattern B1) if absent,
 * set the quote BOOKED if it is QUOTED or INVITED_TO_BOOK with the terms as read, write the booked
 * move with its terms snapshot and take a crew of that day. Of parallel bookings exactly one commits,
 * and a day never holds more bookings than the company's crews. This is the only write that reveals the customer's contact to the company and
 * holds the booking lock (a company's 'Mark as Booked' leaves the quote INVITED_TO_BOOK, which
 * the customer confirms here). Refusals: another customer's quote 404; a status other than
 * QUOTED or INVITED_TO_BOOK 400; a company that is not verified 400; another booking exists 400 { error, existingBooking: { companyName } }.
 * A concierge customer who has not paid the $99 fee yet books nothing here: the answer is the
 * quote unchanged with paymentPending and a Stripe Checkout (its checkout session recorded, access pattern P3);
 * the paid checkout publishes ConciergeFeePaid and book-paid-concierge-quote.ts books it.
 * Writes then the concierge checkout terms (the quote's terms as approved), the
 * customer's open concierge checkout (the one open concierge session), expires the session it replaces at
 * Stripe, and clears the profile's concierge_notice.
 * A company with protected payment: nothing is booked here either; the answer is the quote with
 * paymentPending, payment 'deposit' and the deposit checkout (card only, when the quote asks no deposit; the
 * customer's deposit checkout record, access pattern PD1, and the session's, P3); the paid deposit
 * publishes DepositPaid and book-paid-deposit.ts books it.
 */
export const bookQuote: PlainHandler<typeof routes.bookQuote> = async ({ auth, profile, params, body }) =>
  bookCallersQuote(auth, profile, params.id, body);

/** The booking path itself, shared with the approval of a concierge recommendation. */
export async function bookCallersQuote(
  auth: AuthContext,
  profile: UserItem | null,
  quoteId: string,
  body: BookQuoteBody,
): Promise<RouteResponse<typeof routes.bookQuote>> {
  const quote = await callersQuote(auth, quoteId);
  const company = await bookableCompany(quote);
  const plan = await bookingPlanFor(quote, company, body);

  if (profile?.is_concierge === true && !profile.concierge_fee_paid_at) {
    await assertNoOtherBooking(quote);
    const { id, url } = await openCheckout({
      purpose: 'concierge',
      customerId: auth.userId,
      quoteId: quote.id,
      createdBy: auth.userId,
      customerEmail: profile.email,
      successUrl: appUrl('/quotes', { concierge_session: SESSION_PLACEHOLDER }),
      cancelUrl: appUrl('/quotes'),
    });
    // What the $99 pays for: this quote at the terms the customer sees now (the booking is made at these or refunded).
    await recordConciergeCheckout(id, quote, company.name, plan);
    // Only the newest checkout can be paid: the $99 is never charged twice.
    const replaced = await replaceOpenConciergeCheckout(auth.userId, id);
    if (replaced) await expireOpenCheckout(replaced);
    if (profile.concierge_notice) await clearConciergeNotice(auth.userId);
    return { ...toCustomerQuote(quote, company), paymentPending: true, checkoutUrl: url, payment: 'concierge_fee' };
  }

  const deposit = depositTaken(quote, company);
  if (deposit !== null) {
    // Booked once the deposit is paid (book-paid-deposit.ts), at this choice, or the deposit is refunded.
    await assertNoOtherBooking(quote);
    const { crews_per_day: _crews, ...chosen } = plan;
    const checkoutUrl = await openDepositCheckout({
      quote,
      companyName: company.name,
      deposit,
      plan: chosen,
      customerEmail: profile?.email,
    });
    return { ...toCustomerQuote(quote, company), paymentPending: true, checkoutUrl, payment: 'deposit' };
  }

  await bookOnce(quote, company, plan);
  const booked = await findQuoteOf(quote.move_request_id, quote.moving_company_id);
  return toCustomerQuote(booked!, company, {
    move_day: plan.move_day,
    arrival_window: plan.arrival_window,
    stage: 'UPCOMING',
  });
}

export const handler = httpHandler(routes.bookQuote, bookQuote);
