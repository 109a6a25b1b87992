import { hiddenReviewText, HIDE_REASONS, type HideReason, type PublicReview } from '@schemas/reviews';
import type { CompanyReviewItem } from '@functions/core/data/review/company-reviews';
import { imageUrl } from '@functions/platform/images';

const isHideReason = (value: string | undefined): value is HideReason =>
  (HIDE_REASONS as readonly string[]).includes(value ?? '');

/**
 * A listed review as anyone signed in sees it: fields picked one by one, photos as image URLs
 * (no read per photo), and a hidden one without its ratings, text or photos, its reason shown
 * in their place; `mine` for the reviewer (from the verified caller). Everything comes from the
 * review item itself.
 */
export function toPublicReview(review: CompanyReviewItem, callerId: string | null): PublicReview {
  const hidden = review.status === 'HIDDEN';
  const reason = isHideReason(review.hidden_reason) ? review.hidden_reason : null;
  return {
    id: review.quote_id,
    moving_company_id: review.moving_company_id,
    reviewer_name: review.reviewer_name,
    ratings: hidden ? null : review.ratings,
    text: hidden ? null : review.text,
    photos: hidden ? [] : (review.photo_media_ids ?? []).map((id) => ({ media_id: id, url: imageUrl(id)! })),
    hidden_text: hidden && reason ? hiddenReviewText(reason) : null,
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
    answer: review.answer_text ? { text: review.answer_text, answered_at: review.answered_at ?? '' } : null,
    mine: callerId !== null && review.customer_id === callerId,
  };
}
