import { findReview, type CompanyReviewItem } from '@functions/core/data/review/company-reviews';
import { notFound } from '@functions/platform/http/errors';

export const REVIEW_NOT_FOUND = 'Review not found';

/**
 * The review of booking `quoteId` if it is public (published, or hidden in place with its
 * reason): what anyone may report and an admin may moderate. A review still SUBMITTED (blind)
 * answers the same 404 as none, so its existence is not confirmed before publication.
 */
export async function publicReview(quoteId: string): Promise<CompanyReviewItem> {
  const review = await findReview(quoteId);
  if (!review || review.status === 'SUBMITTED') throw notFound(REVIEW_NOT_FOUND);
  return review;
}
