import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { HideReason } from '@schemas/reviews';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/*
 * GET /admin/reviews/reports, POST /admin/reviews/{id}/hide and .../dismiss-reports: the
 * 'Reported reviews' queue and its two decisions. Either decision takes the review out of the
 * queue, so both refresh it.
 */

export function useReviewReports() {
  return useQuery({
    queryKey: queryKeys.reviewReports,
    queryFn: ({ signal }) => apiRequest(routes.listReviewReports, { signal }),
  });
}

export function useHideReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: HideReason }) =>
      apiRequest(routes.hideReview, { params: { id }, body: { reason } }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.reviewReports }),
  });
}

export function useKeepReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(routes.dismissReviewReports, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.reviewReports }),
  });
}
