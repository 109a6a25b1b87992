import { routes } from '@schemas/routes';
import { COMPLETION_MESSAGES } from '@schemas/booking-completion';
import { formatDollars } from '@schemas/money';
import { disputeBookedMove } from '@functions/core/data/quote/booked-move-completion';
import { findBookedMove } from '@functions/core/data/quote/booked-moves';
import { publishEvent } from '@functions/platform/events';
import { countMetric } from '@functions/platform/metrics';
import { badRequest } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { callersBookingAs } from './callers-booking';
import { toCompletionView } from './completion-view';
import { customersDisputePhotos } from './dispute-photos';

/**
 * POST /api/booking/{id}/dispute: the booking's customer disputes the completion within 7 days
 * of it, with a reason, up to 4 photos of their own and, if they like, the final price they
 * think fair (below the company's); the move becomes DISPUTED (the admin's
 * queue lists it) and BookingDisputed e-mails the company.
 * Reads: the booked move, the upload record per photo. Writes: the booked move, conditional on
 * COMPLETED_PENDING with its deadline ahead. Refusals (nothing written): not this customer's
 * booking 404 (companies 403 by role); not waiting for an answer 400; after the 7 days 400;
 * a photo that is not the customer's accepted upload 400; a fair price not below the final one 400.
 */
export const disputeBooking: PlainHandler<typeof routes.disputeBooking> = async ({ auth, params, body }) => {
  const now = new Date();
  const { move } = await callersBookingAs(auth, params.id, ['customer']);
  if (move.stage !== 'COMPLETED_PENDING') throw badRequest(COMPLETION_MESSAGES.notPending);
  if (move.stage_due <= now.toISOString()) throw badRequest(COMPLETION_MESSAGES.disputeWindowClosed);
  if (body.fair_price !== undefined && body.fair_price >= (move.final_price ?? 0))
    throw badRequest(COMPLETION_MESSAGES.fairPriceAbove(formatDollars(move.final_price ?? 0)));
  const photos = await customersDisputePhotos(auth.userId, body.photo_media_ids);
  const dispute = { reason: body.reason, photo_ids: photos, fair_price: body.fair_price };
  if (!(await disputeBookedMove(move.quote_id, dispute, now))) {
    throw badRequest(COMPLETION_MESSAGES.disputeWindowClosed);
  }
  countMetric('disputes');
  await publishEvent('BookingDisputed', {
    quoteId: move.quote_id,
    customerId: move.customer_id,
    companyId: move.moving_company_id,
  });
  const after = await findBookedMove(move.quote_id);
  return toCompletionView(after!)!;
};

export const handler = httpHandler(routes.disputeBooking, disputeBooking);
