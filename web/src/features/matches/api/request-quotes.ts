import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest, type ApiResponse } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* POST /api/quote/bulk: quote requests to the selected companies (up to 5) in one call. */

export type RequestedQuotes = ApiResponse<typeof routes.requestQuotes>;

export function requestQuotes(moveRequestId: string, companyIds: string[]): Promise<RequestedQuotes> {
  return apiRequest(routes.requestQuotes, { body: { move_request_id: moveRequestId, moving_company_ids: companyIds } });
}

/** The matches show the new 'Quote requested' state next time; quote lists refetch. */
export function useRequestQuotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ moveRequestId, companyIds }: { moveRequestId: string; companyIds: string[] }) =>
      requestQuotes(moveRequestId, companyIds),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.myMatches });
      void queryClient.invalidateQueries({ queryKey: queryKeys.myQuotes }); // /quotes shows the new requests at once
    },
  });
}
