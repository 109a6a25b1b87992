import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest, type ApiResponse } from '@web/lib/api-client';
import { type CurrentUser } from '@web/lib/api/get-user';
import { queryKeys } from '@web/lib/query-keys';

/* POST /api/upgrade-mover-to-concierge/{userId}: the customer's own Concierge upgrade. */

export type ConciergeUpgrade = ApiResponse<typeof routes.upgradeMoverToConcierge>;

export function upgradeToConcierge(userId: string): Promise<ConciergeUpgrade> {
  return apiRequest(routes.upgradeMoverToConcierge, { params: { userId } });
}

/** Upgrades and marks the cached profile as concierge (spec section 4: set true locally). */
export function useUpgradeToConcierge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => upgradeToConcierge(userId),
    onSuccess: () => {
      queryClient.setQueryData<CurrentUser>(queryKeys.user, (user) => (user ? { ...user, is_concierge: true } : user));
      // The concierge desk (timeline, maximum price) starts now.
      void queryClient.invalidateQueries({ queryKey: queryKeys.myConcierge });
    },
  });
}
