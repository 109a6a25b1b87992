import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { ApproveRecommendationBody } from '@schemas/concierge-desk';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

/* The customer's concierge desk: GET /concierge, the maximum price, the recommendation's decision. */

export function useMyConcierge(enabled = true) {
  return useQuery({
    queryKey: queryKeys.myConcierge,
    queryFn: ({ signal }) => apiRequest(routes.getMyConcierge, { signal }),
    enabled,
  });
}

function useRefreshConcierge() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.myConcierge });
}

export function useSetMaxPrice() {
  const refresh = useRefreshConcierge();
  return useMutation({
    mutationFn: (maxPrice: number | null) => apiRequest(routes.setConciergeMaxPrice, { body: { max_price: maxPrice } }),
    onSuccess: refresh,
  });
}

export function useApproveRecommendation() {
  const refresh = useRefreshConcierge();
  return useMutation({
    mutationFn: ({ quoteId, body }: { quoteId: string; body: ApproveRecommendationBody }) =>
      apiRequest(routes.approveConciergeRecommendation, { params: { quote_id: quoteId }, body }),
    onSuccess: refresh,
  });
}

export function useDeclineRecommendation() {
  const refresh = useRefreshConcierge();
  return useMutation({
    mutationFn: (quoteId: string) =>
      apiRequest(routes.declineConciergeRecommendation, { params: { quote_id: quoteId } }),
    onSuccess: refresh,
  });
}
