import { useQuery } from '@tanstack/react-query';
import type { routes } from '@schemas/routes';
import type { ApiResponse } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/*
 * GET /api/reviews/summary (public): the marketplace's published reviews behind the home page's
 * rating claim. The client and the route table load on the call, after the page has rendered,
 * so the home page's first load keeps no API schema (docs/benchmarks.md, Web bundle).
 */

export type MarketplaceReviews = ApiResponse<typeof routes.getMarketplaceReviews>;

async function getMarketplaceReviews(signal?: AbortSignal): Promise<MarketplaceReviews> {
  const [{ apiRequest }, { routes: table }] = await Promise.all([
    import('@web/lib/api-client'),
    import('@schemas/routes'),
  ]);
  return apiRequest(table.getMarketplaceReviews, { signal });
}

export function useMarketplaceReviews() {
  return useQuery({ queryKey: queryKeys.marketplaceReviews, queryFn: ({ signal }) => getMarketplaceReviews(signal) });
}

/** True whatever the figures: how every review on MoveMatch comes about. */
export const REVIEWS_TRUE_SENTENCE = 'Every review comes from a completed, booked move';

export interface ReviewClaim {
  figure: string;
  text: string;
}

/**
 * '4.7★' 'average from 120 verified reviews' once the marketplace has enough reviews to state
 * an average; before that (or while it loads or fails) a sentence that is true without figures.
 */
export function marketplaceReviewClaim(reviews: MarketplaceReviews | undefined): ReviewClaim {
  if (reviews?.enough && reviews.average !== null) {
    return {
      figure: `${reviews.average.toFixed(1)}★`,
      text: `average from ${reviews.count} verified ${reviews.count === 1 ? 'review' : 'reviews'}`,
    };
  }
  return { figure: 'Verified reviews', text: `${REVIEWS_TRUE_SENTENCE}.` };
}
