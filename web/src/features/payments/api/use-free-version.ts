import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** PUT /set-user-status { status: 'inactive' }: the paywall's Use Free Version (spec section 4). */
export function useUseFreeVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(routes.setUserStatus, { body: { status: 'inactive' } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  });
}
