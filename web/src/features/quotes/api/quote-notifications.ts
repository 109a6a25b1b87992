import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* GET /api/quote-notification-count and POST /api/mark-quotes-viewed: the My quotes red dot. */

export async function getQuoteNotificationCount(signal?: AbortSignal): Promise<number> {
  return (await apiRequest(routes.getQuoteNotificationCount, { signal })).notification_count;
}

/** Marks the quotes seen; the dot clears at once and the count is asked again. */
export function useMarkQuotesViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(routes.markQuotesViewed),
    onSuccess: async () => {
      queryClient.setQueryData(queryKeys.quoteNotificationCount, 0);
      await queryClient.invalidateQueries({ queryKey: queryKeys.quoteNotificationCount });
    },
    onError: (error) => console.error('Marking the quotes as viewed failed', error),
  });
}
