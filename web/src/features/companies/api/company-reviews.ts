import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { ReportReviewBody, ReviewSort } from '@schemas/reviews';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* GET /moving-company/{id}/reviews (the Reviews section) and POST /review/{id}/report. */

/** The company's reviews in one order, a page (10) at a time; the summary comes with every page. */
export function useCompanyReviews(companyId: string, sort: ReviewSort) {
  return useInfiniteQuery({
    queryKey: queryKeys.companyReviews(companyId, sort),
    queryFn: ({ signal, pageParam }) =>
      apiRequest(routes.listCompanyReviews, {
        params: { id: companyId },
        query: pageParam ? { sort, cursor: pageParam } : { sort },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useReportReview() {
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string; body: ReportReviewBody }) =>
      apiRequest(routes.reportReview, { params: { id: reviewId }, body }),
  });
}
