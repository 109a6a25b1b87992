import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { AvailabilityDay } from '@schemas/availability';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* POST /api/moving-company/{id}/bulk-update-availability: publishes the pending edits. */

export function publishAvailability(companyId: string, changes: AvailabilityDay[]) {
  return apiRequest(routes.bulkUpdateAvailability, {
    params: { id: companyId },
    body: { moving_company_id: companyId, changes },
  });
}

/** After a publish every cached page of the calendar is stale (a page shares days with its neighbours). */
export function usePublishAvailability(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: AvailabilityDay[]) => publishAvailability(companyId, changes),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.availability(companyId), refetchType: 'none' }),
  });
}
