import { routes } from '@schemas/routes';
import { bookingPaymentOf, findBookedMove } from '@functions/core/data/quote/booked-moves';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { notFound } from '@functions/platform/http/errors';
import { openCardUpdateCheckout } from './card-update-checkout';

/**
 * POST /api/booking/{id}/card-update (MOVER): opens a setup-mode Stripe Checkout to save a new
 * card for the caller's upcoming protected-payment booking (card-update-checkout.ts). Another
 * customer's booking, or none: 404 (as the booking page); paid directly or no longer upcoming: 409.
 */
export const startCardUpdate: PlainHandler<typeof routes.startCardUpdate> = async ({ auth, params }) => {
  const move = await findBookedMove(params.id);
  if (!move || move.customer_id !== auth.userId) throw notFound('Booking not found');
  return openCardUpdateCheckout(move, bookingPaymentOf(move), auth.userId);
};

export const handler = httpHandler(routes.startCardUpdate, startCardUpdate);
