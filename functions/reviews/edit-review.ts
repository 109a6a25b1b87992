import { routes } from '@schemas/routes';
import { REVIEW_MESSAGES } from '@schemas/reviews';
import { findReview, type CompanyReviewItem } from '@functions/core/data/review/company-reviews';
import { editReview } from '@functions/core/data/review/review-publication';
import { callersBookingAs, customersAcceptedPhotos } from '@functions/bookings';
import { badRequest, conflict, notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { bookingReviewsView } from './booking-reviews-view';
import { editableUntil, reviewWindowFrom } from './review-window';

const CHANGED_MEANWHILE = 'This review changed meanwhile. Reload the page and edit it again.';

/** Why the review may no longer be edited at `now`, or null while it may. */
function editRefusal(review: CompanyReviewItem, now: Date): string | null {
  const at = now.toISOString();
  if (review.status === 'HIDDEN') return REVIEW_MESSAGES.hiddenNoEdit;
  if (review.status === 'SUBMITTED') {
    return at <= reviewWindowFrom(review.completed_at).reviewUntil ? null : REVIEW_MESSAGES.windowClosed;
  }
  return at <= editableUntil(review.published_at ?? review.submitted_at) ? null : REVIEW_MESSAGES.editClosed;
}

/**
 * PUT /api/booking/{id}/review: the reviewer replaces their review: before publication any time
 * within the review window, after it for REVIEW_EDIT_HOURS; a hidden review never. A published
 * review's counters move by the difference in the same transaction.
 * Reads: the booked move, the review, the upload record per photo. Writes: the review (and the
 * counters), conditional on it being the one read. Refusals (nothing written): not this
 * customer's booking 404 (other roles 403); no review 404; fixed or hidden 400; changed meanwhile 409.
 */
export const editReviewHandler: PlainHandler<typeof routes.editReview> = async ({ auth, params, body }) => {
  const now = new Date();
  const { move } = await callersBookingAs(auth, params.id, ['customer']);
  const review = await findReview(move.quote_id);
  if (!review || review.customer_id !== auth.userId) throw notFound(REVIEW_MESSAGES.notReviewed);
  const refusal = editRefusal(review, now);
  if (refusal) throw badRequest(refusal);
  const photos = await customersAcceptedPhotos(auth.userId, body.photo_media_ids, REVIEW_MESSAGES.photoNotYours);
  const edit = { ratings: body.ratings, text: body.text, photo_media_ids: photos };
  if (!(await editReview(review, edit, now))) throw conflict(CHANGED_MEANWHILE);
  return bookingReviewsView(move, 'customer', now);
};

export const handler = httpHandler(routes.editReview, editReviewHandler);
