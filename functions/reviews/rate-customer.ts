import { routes } from '@schemas/routes';
import { REVIEW_MESSAGES } from '@schemas/reviews';
import { findCustomerRating } from '@functions/core/data/review/customer-ratings';
import { findReview } from '@functions/core/data/review/company-reviews';
import { rateCustomer, type NewCustomerRating, type RateOutcome } from '@functions/core/data/review/review-publication';
import { callersBookingAs } from '@functions/bookings';
import { publishEvent } from '@functions/platform/events';
import { badRequest, conflict } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { bookingReviewsView } from './booking-reviews-view';
import { reviewWindowOf, reviewWindowOpen } from './review-window';

const NOT_COMPLETED = 'You can rate the customer once the move is completed.';
const REVIEW_CHANGED = "The customer's review changed meanwhile. Please send your rating again.";

/** Writes the rating against the review as read now (a submitted one is published with it). */
async function rate(rating: NewCustomerRating, now: Date): Promise<RateOutcome> {
  return rateCustomer(rating, await findReview(rating.quote_id), now);
}

/**
 * POST /api/booking/{id}/customer-review: a user of the booking's company rates the customer
 * privately (only admins see it), once, within REVIEW_WINDOW_DAYS of completion. Both sides in
 * ends the blind period: the customer's submitted review is published in the same transaction.
 * Reads: the booked move, the caller's profile, the rating, the review. Writes: the rating (and
 * the review's publication with the counters) in one transaction. Refusals (nothing written):
 * another company's booking 404 (customers and admins 403 by role); not completed or after the
 * window 400; a second rating 409.
 */
export const rateCustomerHandler: PlainHandler<typeof routes.rateCustomer> = async ({ auth, params, body }) => {
  const now = new Date();
  const { move } = await callersBookingAs(auth, params.id, ['company']);
  const window = reviewWindowOf(move);
  if (!window) throw badRequest(NOT_COMPLETED);
  if (!reviewWindowOpen(window, now)) throw badRequest(REVIEW_MESSAGES.windowClosed);
  if (await findCustomerRating(move.quote_id)) throw conflict(REVIEW_MESSAGES.alreadyReviewedCustomer);
  const rating: NewCustomerRating = {
    quote_id: move.quote_id,
    customer_id: move.customer_id,
    moving_company_id: move.moving_company_id,
    inventory_as_described: body.inventory_as_described,
    access_as_described: body.access_as_described,
    communication: body.communication,
    note: body.note,
    rated_by: auth.userId,
  };
  let outcome = await rate(rating, now);
  // The customer's review was written, edited or published meanwhile: decide on it as it is now.
  if (outcome === 'raced') outcome = await rate(rating, now);
  if (outcome === 'exists') throw conflict(REVIEW_MESSAGES.alreadyReviewedCustomer);
  if (outcome === 'raced') throw conflict(REVIEW_CHANGED);
  if (outcome === 'published') await publishEvent('ReviewPublished', { quoteId: move.quote_id });
  return bookingReviewsView(move, 'company', now);
};

export const handler = httpHandler(routes.rateCustomer, rateCustomerHandler);
