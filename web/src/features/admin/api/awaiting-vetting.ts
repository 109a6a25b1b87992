import { useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* GET /admin/companies-awaiting-vetting: the 'Waiting for vetting' list. */
export function useCompaniesAwaitingVetting() {
  return useQuery({
    queryKey: queryKeys.adminAwaitingVetting,
    queryFn: ({ signal }) => apiRequest(routes.listCompaniesAwaitingVetting, { signal }),
  });
}
