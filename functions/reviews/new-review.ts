import type { ReviewBody } from '@schemas/reviews';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import type { BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import type { NewReview } from '@functions/core/data/review/review-publication';
import { findUser } from '@functions/core/data/user/users';
import { notFound } from '@functions/platform/http/errors';
import { BOOKING_NOT_FOUND } from '@functions/bookings';
import type { ReviewWindow } from './review-window';

/** 'Sam R.': the first name and the last name's initial, all a company page shows of a reviewer. */
export function reviewerName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/**
 * The review to store: the body, the reviewer's short name and the move's month and route
 * copied in (a company page then reads one item per review). Reads: the customer's profile and
 * the move request.
 */
export async function newReviewOf(
  move: BookedMoveItem,
  window: ReviewWindow,
  body: ReviewBody,
  photoIds: string[],
): Promise<NewReview> {
  const [customer, request] = await Promise.all([findUser(move.customer_id), findMoveRequest(move.move_request_id)]);
  if (!customer || !request) throw notFound(BOOKING_NOT_FOUND);
  return {
    quote_id: move.quote_id,
    moving_company_id: move.moving_company_id,
    customer_id: move.customer_id,
    move_request_id: move.move_request_id,
    reviewer_name: reviewerName(customer.firstName, customer.lastName),
    move_month: move.move_day.slice(0, 7),
    from_city: request.from_location.city,
    from_state: request.from_location.state,
    to_city: request.to_location.city,
    to_state: request.to_location.state,
    ratings: body.ratings,
    text: body.text,
    photo_media_ids: photoIds,
    completed_at: window.completedAt,
    reveal_due: window.revealDue,
  };
}
