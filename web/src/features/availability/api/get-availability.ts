import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { AvailabilityDay } from '@schemas/availability';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* GET /api/moving-company/{id}/availability: every day of one calendar page (42 days). */

export function getAvailability(
  companyId: string,
  start: string,
  end: string,
  signal?: AbortSignal,
): Promise<AvailabilityDay[]> {
  return apiRequest(routes.getAvailability, {
    params: { id: companyId },
    query: { start_date: start, end_date: end },
    signal,
  });
}

export function getAvailabilityQueryOptions(companyId: string, start: string, end: string) {
  return queryOptions({
    queryKey: queryKeys.availabilityPage(companyId, start, end),
    queryFn: ({ signal }) => getAvailability(companyId, start, end, signal),
    placeholderData: keepPreviousData,
    // Edits live in the page until published; a refetch on focus must not move the saved state under them.
    refetchOnWindowFocus: false,
  });
}

export function useAvailability(companyId: string | null, start: string, end: string) {
  return useQuery({ ...getAvailabilityQueryOptions(companyId ?? '', start, end), enabled: companyId !== null });
}
