import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/*
 * GET /admin/lead-reports and POST /admin/lead-reports/{move}/{company}/dismiss: the 'Reported
 * leads' queue and its 'Dismiss'. Its other decision is the existing mark-invalid route
 * (api/invalid-move-request.ts), which refreshes this queue as well.
 */

export function useOpenLeadReports() {
  return useQuery({
    queryKey: queryKeys.adminLeadReports,
    queryFn: ({ signal }) => apiRequest(routes.listOpenLeadReports, { signal }),
  });
}

export function useDismissLeadReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (report: { move_request_id: string; company_id: string }) =>
      apiRequest(routes.dismissLeadReport, { params: report }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.adminLeadReports }),
  });
}
