import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { NOT_INTERESTED_MESSAGES } from '@schemas/quote-choice';
import { apiRequest } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { queryKeys } from '@web/lib/query-keys';

/**
 * POST /quote/{id}/not-interested: the quote leaves the customer's list (and counts) for good.
 * The toasts are the mutation's own: the card that pressed it is gone once the list refreshes.
 */
export function useMarkNotInterested() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(routes.markQuoteNotInterested, { params: { id } }),
    onSuccess: () => notify.success(NOT_INTERESTED_MESSAGES.done),
    onError: (error) => notify.failure(NOT_INTERESTED_MESSAGES.failed, error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.myQuotes }),
        queryClient.invalidateQueries({ queryKey: queryKeys.quoteNotificationCount }),
      ]),
  });
}
