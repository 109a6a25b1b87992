import { routes } from '@schemas/routes';
import { REVIEW_MESSAGES } from '@schemas/reviews';
import { findCustomerRating } from '@functions/core/data/review/customer-ratings';
import { submitReview, type NewReview, type SubmitOutcome } from '@functions/core/data/review/review-publication';
import { callersBookingAs, customersAcceptedPhotos } from '@functions/bookings';
import { publishEvent } from '@functions/platform/events';
import { countMetric } from '@functions/platform/metrics';
import { badRequest, conflict } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { bookingReviewsView } from './booking-reviews-view';
import { newReviewOf } from './new-review';
import { reviewWindowOf, reviewWindowOpen, type ReviewWindow } from './review-window';

/**
 * Writes the review, published at once when the company has rated the customer or the blind
 * period is over, else blind (submitted) until one of them happens.
 */
async function submit(review: NewReview, window: ReviewWindow, now: Date): Promise<SubmitOutcome> {
  const rated = (await findCustomerRating(review.quote_id)) !== null;
  return submitReview(review, rated || now.toISOString() >= window.revealDue, now);
}

/**
 * POST /api/booking/{id}/review: the booking's customer reviews the company, once, within
 * REVIEW_WINDOW_DAYS of the move's completion (201 with the booking's reviews view).
 * Reads: the booked move, the upload record per photo, the customer's profile, the move request,
 * the company's rating of the customer. Writes: the review (and, published, the company's and
 * the marketplace's counters) in one transaction, conditional on there being no review yet.
 * Refusals (nothing written): not this customer's booking 404 (companies and admins 403 by
 * role); not completed 400; after the window 400; a photo that is not the customer's accepted
 * upload 400; a second review 409.
 */
export const createReview: PlainHandler<typeof routes.createReview> = async ({ auth, params, body }) => {
  const now = new Date();
  const { move } = await callersBookingAs(auth, params.id, ['customer']);
  const window = reviewWindowOf(move);
  if (!window) throw badRequest(REVIEW_MESSAGES.notCompleted);
  if (!reviewWindowOpen(window, now)) throw badRequest(REVIEW_MESSAGES.windowClosed);
  const photos = await customersAcceptedPhotos(auth.userId, body.photo_media_ids, REVIEW_MESSAGES.photoNotYours);
  const review = await newReviewOf(move, window, body, photos);
  let outcome = await submit(review, window, now);
  // The company rated the customer between the read and the write: the review is published now.
  if (outcome === 'raced') outcome = await submit(review, window, now);
  if (outcome !== 'published' && outcome !== 'submitted') throw conflict(REVIEW_MESSAGES.alreadyReviewed);
  countMetric('reviewsWritten');
  if (outcome === 'published') await publishEvent('ReviewPublished', { quoteId: move.quote_id });
  return bookingReviewsView(move, 'customer', now);
};

export const handler = httpHandler(routes.createReview, createReview);
