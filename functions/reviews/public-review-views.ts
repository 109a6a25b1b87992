import { hiddenReviewText, type HideReason, type PublicReview } from '@schemas/reviews';
import type { CompanyReviewItem } from '@functions/core/data/review/company-reviews';
import { imageUrl } from '@functions/platform/images';

/** A stored photo id with its browser address (photos whose address is unknown are left out). */
export function reviewPhotos(mediaIds: readonly string[] | undefined) {
  return (mediaIds ?? []).flatMap((media_id) => {
    const url = imageUrl(media_id);
    return url ? [{ media_id, url }] : [];
  });
}

/** The company's answer under a review, or null. */
export const reviewAnswerOf = (review: CompanyReviewItem) =>
  review.answer_text && review.answered_at ? { text: review.answer_text, answered_at: review.answered_at } : null;

/**
 * A published (or hidden) review as anyone signed in sees it: a hidden one shows only its
 * reason in place of its ratings, text and photos; `mine` for the reviewer (the verified caller).
 * Everything comes from the review item itself (no read per photo).
 */
export function toPublicReview(review: CompanyReviewItem, callerId: string | null = null): PublicReview {
  const hidden = review.status === 'HIDDEN';
  return {
    id: review.quote_id,
    moving_company_id: review.moving_company_id,
    reviewer_name: review.reviewer_name,
    ratings: hidden ? null : review.ratings,
    text: hidden ? null : review.text,
    photos: hidden ? [] : reviewPhotos(review.photo_media_ids),
    hidden_text: hidden ? hiddenReviewText(review.hidden_reason as HideReason) : null,
    move: {
      month: review.move_month,
      from_city: review.from_city,
      from_state: review.from_state,
      to_city: review.to_city,
      to_state: review.to_state,
    },
    verified_booking: true,
    published_at: review.published_at ?? review.submitted_at,
    edited_at: review.edited_at ?? null,
    answer: reviewAnswerOf(review),
    mine: callerId !== null && review.customer_id === callerId,
  };
}
