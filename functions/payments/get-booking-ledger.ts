import { routes } from '@schemas/routes';
import { figuresOf, heldOf } from '@schemas/money-ledger';
import { bookingLedger } from '@functions/core/data/payments/money-ledger';
import { bookingPaymentOf, findBookedMove } from '@functions/core/data/quote/booked-moves';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { notFound } from '@functions/platform/http/errors';

/**
 * GET /api/admin/bookings/{id}/ledger (ADMIN; id: the booked quote): every movement of the
 * booking's money through MoveMatch, oldest first, with their figures (cents). A booking paid
 * directly has none (booking_id null). Unknown booking 404.
 */
export const getBookingLedger: PlainHandler<typeof routes.getBookingLedger> = async ({ params }) => {
  const move = await findBookedMove(params.id);
  if (!move) throw notFound('Booking not found');
  const bookingId = bookingPaymentOf(move)?.booking_id ?? null;
  const entries = bookingId ? await bookingLedger(bookingId) : [];
  const figures = figuresOf(entries);
  return { booking_id: bookingId, entries, figures: { ...figures, held: heldOf(figures) } };
};

export const handler = httpHandler(routes.getBookingLedger, getBookingLedger);
