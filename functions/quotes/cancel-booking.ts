import { routes } from '@schemas/routes';
import { cancelBookedQuote } from '@functions/core/data/quote/bookings';
import { findBookedMove } from '@functions/core/data/quote/booked-moves';
import { badRequest } from '@functions/platform/http/errors';
import { customerCancellationReason } from '@schemas/booking-cancellation';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { publishQuoteStatusChanged } from '@functions/notifications';
import { callersQuote, customerQuoteAfterWrite } from './callers-quote';
import { settleCancelledDeposit } from './deposit-cancellation';

export const NOT_BOOKED = 'Only a booked quote can be cancelled.';
export const NOT_UPCOMING = 'Only an upcoming booking can be cancelled.';

/**
 * POST /api/quote/{id}/cancel-booking — the customer cancels their booking of this quote.
 * Reads: the quote by id (access pattern M6), the company's quote of the move (consistent). Writes: one
 * TransactWriteItems (bookings.ts cancelBookedQuote): delete the booking lock (access pattern B1) if it is this
 * quote's, set the quote BOOKED → CANCELLED (the company sees it in its lead manager), mark the booked
 * move cancelled and give the company's crew of that day back.
 * Refusals: another customer's quote 404; a quote that is not the current booking 400; a booked
 * move that is no longer upcoming (completed, awaiting the customer's answer, disputed) 400: a
 * finished move stays booked, so its lock stays and the move never holds a second booking.
 * The body may say why (a listed reason and the customer's words), stored on the booked move and
 * told to the company. A deposit paid through MoveMatch is then settled by the terms
 * (deposit-cancellation.ts): refunded at Stripe before the free-cancellation day, kept for the
 * company after it (the booked move's payment); then QuoteStatusChanged, whose handler e-mails
 * both sides.
 */
export const cancelBooking: PlainHandler<typeof routes.cancelBooking> = async ({ auth, params, body }) => {
  const quote = await callersQuote(auth, params.id);
  if (quote.status !== 'BOOKED') throw badRequest(NOT_BOOKED);
  const booked = await findBookedMove(quote.id);
  if (booked && booked.stage !== 'UPCOMING') throw badRequest(NOT_UPCOMING);
  const reason = customerCancellationReason(body);
  if (!(await cancelBookedQuote(quote, booked?.move_day, { by: 'customer', ...(reason ? { reason } : {}) }))) {
    // The move may have been marked completed meanwhile: the transaction's condition refused it.
    const now = await findBookedMove(quote.id);
    throw badRequest(now && now.stage !== 'UPCOMING' && now.stage !== 'CANCELLED' ? NOT_UPCOMING : NOT_BOOKED);
  }
  try {
    // A deposit paid through MoveMatch: refunded before the free-cancellation day, else the company's.
    if (booked) await settleCancelledDeposit(booked);
  } finally {
    // After the settlement, so the cancellation e-mails say what became of the deposit.
    await publishQuoteStatusChanged(quote, {
      from: 'BOOKED',
      to: 'CANCELLED',
      change: 'cancelled',
      actorId: auth.userId,
    });
  }
  return customerQuoteAfterWrite(quote);
};

export const handler = httpHandler(routes.cancelBooking, cancelBooking);
