import { useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* GET /admin/bookings?view=unconfirmed: the 'Unconfirmed arrivals' list. */
export function useUnconfirmedArrivals() {
  return useQuery({
    queryKey: queryKeys.adminUnconfirmedArrivals,
    queryFn: ({ signal }) => apiRequest(routes.listAdminBookings, { query: { view: 'unconfirmed' }, signal }),
  });
}
