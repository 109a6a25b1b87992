import { agreedTotal } from '@schemas/bookings';
import {
  hiddenReviewText,
  priceAsQuotedRating,
  type BookingReviewsView,
  type CustomerRating,
  type HideReason,
  type OwnReview,
} from '@schemas/reviews';
import { findReview, type CompanyReviewItem } from '@functions/core/data/review/company-reviews';
import { findCustomerRating, type CustomerRatingItem } from '@functions/core/data/review/customer-ratings';
import { bookedTermsOf, type BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import type { BookingSide } from '@functions/bookings';
import { reviewPhotos } from './public-review-views';
import { editableUntil, reviewWindowFrom, reviewWindowOf, reviewWindowOpen } from './review-window';

/*
 * What each side of a booking sees of its reviews (BookingReviewsViewSchema):
 * - the customer: their own review (also before publication) and whether they may write one;
 *   never the company's rating of them;
 * - the company: its rating of the customer, and the customer's review only once published
 *   (double-blind: a submitted review stays unseen until both are in or the blind period ends);
 * - an admin: both.
 */

const isRevealed = (review: CompanyReviewItem) => review.status !== 'SUBMITTED';

/** Until when the reviewer may still edit, or null once it is fixed. */
function editableUntilOf(review: CompanyReviewItem, now: Date): string | null {
  if (review.status === 'HIDDEN') return null;
  const until =
    review.status === 'SUBMITTED'
      ? reviewWindowFrom(review.completed_at).reviewUntil
      : editableUntil(review.published_at ?? review.submitted_at);
  return now.toISOString() <= until ? until : null;
}

/** The review as its writer (and an admin) sees it; the company sees a hidden one's reason in place of its ratings, text and photos. */
function ownReviewOf(review: CompanyReviewItem, side: BookingSide, now: Date): OwnReview {
  const hiddenText = review.hidden_reason ? hiddenReviewText(review.hidden_reason as HideReason) : null;
  const hiddenFromCompany = side === 'company' && review.status === 'HIDDEN';
  return {
    status: review.status,
    ratings: hiddenFromCompany ? null : review.ratings,
    text: hiddenFromCompany ? (hiddenText ?? '') : review.text,
    photos: hiddenFromCompany ? [] : reviewPhotos(review.photo_media_ids ?? []),
    submitted_at: review.submitted_at,
    published_at: review.published_at ?? null,
    publishes_by: review.status === 'SUBMITTED' ? review.reveal_due : null,
    editable_until: editableUntilOf(review, now),
    hidden_text: hiddenText,
    answer: review.answer_text ? { text: review.answer_text, answered_at: review.answered_at ?? '' } : null,
  };
}

const customerRatingOf = (rating: CustomerRatingItem): CustomerRating => ({
  inventory_as_described: rating.inventory_as_described,
  access_as_described: rating.access_as_described,
  communication: rating.communication,
  note: rating.note ?? '',
  submitted_at: rating.submitted_at,
});

function priceAsQuotedOf(move: BookedMoveItem): BookingReviewsView['price_as_quoted'] {
  if (move.final_price === undefined) return null;
  const agreed = agreedTotal(bookedTermsOf(move));
  return {
    suggested: priceAsQuotedRating(move.final_price, agreed),
    final_price: move.final_price,
    agreed_total: agreed,
  };
}

/**
 * The booking's reviews as `side` may see them. Reads: the review and (not for the customer)
 * the company's rating of the customer, both by the booking's key.
 */
export async function bookingReviewsView(
  move: BookedMoveItem,
  side: BookingSide,
  now: Date,
): Promise<BookingReviewsView> {
  const [review, rating] = await Promise.all([
    findReview(move.quote_id),
    side === 'customer' ? Promise.resolve(null) : findCustomerRating(move.quote_id),
  ]);
  const window = reviewWindowOf(move);
  const open = window !== null && reviewWindowOpen(window, now);
  const shownReview = review && (side !== 'company' || isRevealed(review)) ? review : null;
  return {
    quote_id: move.quote_id,
    company_name: move.company_name,
    completed_at: window?.completedAt ?? null,
    review_until: window?.reviewUntil ?? null,
    price_as_quoted: priceAsQuotedOf(move),
    may_review: side === 'customer' && open && review === null,
    review: shownReview ? ownReviewOf(shownReview, side, now) : null,
    may_rate_customer: side === 'company' && open && rating === null,
    customer_rating: side !== 'customer' && rating ? customerRatingOf(rating) : null,
    may_answer: side === 'company' && review?.status === 'PUBLISHED' && !review.answer_text,
  };
}
