import { routes } from '@schemas/routes';
import { MARKETPLACE_REVIEWS_MIN, reviewSummaryOf } from '@schemas/reviews';
import { findMarketplaceReviewTotals } from '@functions/core/data/review/review-publication';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';

/**
 * GET /api/reviews/summary (public) — the marketplace's published reviews, for the home page's
 * claim: count and average from the totals every publication, edit and hide moves (one item read).
 * `enough` only from MARKETPLACE_REVIEWS_MIN reviews on: below it the page says something else true.
 */
export const getMarketplaceReviews: PlainHandler<typeof routes.getMarketplaceReviews> = async () => {
  const { count, average } = reviewSummaryOf(await findMarketplaceReviewTotals());
  return { count, average, enough: count >= MARKETPLACE_REVIEWS_MIN && average !== null };
};

export const handler = httpHandler(routes.getMarketplaceReviews, getMarketplaceReviews);
