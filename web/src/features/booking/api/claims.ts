import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimDecisionBody, ClaimView, FileClaimBody } from '@schemas/claims';
import { routes } from '@schemas/routes';
import { isApiError } from '@web/lib/api-error';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /booking/{id}/claim: the booking's claim, or null while none is filed (the server's 404). */
export function useClaim(quoteId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.bookingClaim(quoteId),
    enabled,
    queryFn: async ({ signal }): Promise<ClaimView | null> => {
      try {
        return await apiRequest(routes.getClaim, { params: { id: quoteId }, signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** The claim's writes (file, acknowledge, decide): each answers the claim, which replaces the page's copy. */
export function useClaimActions(quoteId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (claim: ClaimView) => queryClient.setQueryData(queryKeys.bookingClaim(quoteId), claim);
  return {
    file: useMutation({
      mutationFn: (body: FileClaimBody) => apiRequest(routes.fileClaim, { params: { id: quoteId }, body }),
      onSuccess,
    }),
    acknowledge: useMutation({
      mutationFn: () => apiRequest(routes.acknowledgeClaim, { params: { id: quoteId } }),
      onSuccess,
    }),
    decide: useMutation({
      mutationFn: (body: ClaimDecisionBody) => apiRequest(routes.decideClaim, { params: { id: quoteId }, body }),
      onSuccess,
    }),
  };
}
