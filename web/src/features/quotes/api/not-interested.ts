import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** POST /quote/{id}/not-interested: the quote leaves the customer's list (and counts) for good. */
export function useMarkNotInterested() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(routes.markQuoteNotInterested, { params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.myQuotes }),
        queryClient.invalidateQueries({ queryKey: queryKeys.quoteNotificationCount }),
      ]),
  });
}
