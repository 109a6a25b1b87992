import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* The staff's concierge queue: GET /admin/concierge and its actions on one customer's case. */

export function useConciergeQueue() {
  return useQuery({
    queryKey: queryKeys.adminConcierge,
    queryFn: ({ signal }) => apiRequest(routes.listConciergeQueue, { signal }),
  });
}

function useCaseMutation<V>(call: (customerId: string, vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, vars }: { customerId: string; vars: V }) => call(customerId, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminConcierge }),
  });
}

export const useAddConciergeNote = () =>
  useCaseMutation((customerId, text: string) =>
    apiRequest(routes.addConciergeNote, { params: { customer_id: customerId }, body: { text } }),
  );

export const useRequestConciergeQuotes = () =>
  useCaseMutation((customerId, companyIds: string[]) =>
    apiRequest(routes.requestConciergeQuotes, {
      params: { customer_id: customerId },
      body: { moving_company_ids: companyIds },
    }),
  );

export const useRecommendQuote = () =>
  useCaseMutation((customerId, body: { quote_id: string; reason: string }) =>
    apiRequest(routes.recommendConciergeQuote, { params: { customer_id: customerId }, body }),
  );
