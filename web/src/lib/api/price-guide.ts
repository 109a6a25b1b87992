import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { CustomerPriceGuide, LeadPriceGuide } from '@schemas/price-guide';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

/* Price guidance (docs/price-guidance.md): the customer's own move, a company's lead. */

export function myPriceGuideQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.myPriceGuide,
    queryFn: ({ signal }): Promise<CustomerPriceGuide> => apiRequest(routes.getMyPriceGuide, { signal }),
  });
}

/** The signed-in customer's guidance; every line on a page shares the one request. */
export function useMyPriceGuide(enabled = true) {
  return useQuery({ ...myPriceGuideQueryOptions(), enabled });
}

export function useLeadPriceGuide(moveRequestId: string) {
  return useQuery({
    queryKey: queryKeys.leadPriceGuide(moveRequestId),
    queryFn: ({ signal }): Promise<LeadPriceGuide> =>
      apiRequest(routes.getLeadPriceGuide, { params: { move_request_id: moveRequestId }, signal }),
  });
}
