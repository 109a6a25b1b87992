import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { MAX_AVAILABILITY_CHANGES, type AvailabilityDay } from '@schemas/availability';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* POST /api/moving-company/{id}/bulk-update-availability: publishes the pending edits. */

export function publishAvailability(companyId: string, changes: AvailabilityDay[]) {
  return apiRequest(routes.bulkUpdateAvailability, {
    params: { id: companyId },
    body: { moving_company_id: companyId, changes },
  });
}

/**
 * Publishes every pending edit, in calls of at most MAX_AVAILABILITY_CHANGES days (a weekly rule
 * over months can change more), in date order.
 */
async function publishAll(companyId: string, changes: AvailabilityDay[]) {
  for (let first = 0; first < changes.length; first += MAX_AVAILABILITY_CHANGES) {
    await publishAvailability(companyId, changes.slice(first, first + MAX_AVAILABILITY_CHANGES));
  }
}

/** After a publish every cached page of the calendar is stale (a page shares days with its neighbours). */
export function usePublishAvailability(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: AvailabilityDay[]) => publishAll(companyId, changes),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.availability(companyId), refetchType: 'none' }),
  });
}
