import { useMutation } from '@tanstack/react-query';
import type { LeadReportBody } from '@schemas/lead-reports';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';

/*
 * POST /lead-reports/{move_request_id}: a company reports a lead as invalid, once (a second
 * report answers 409). Both lead pages (Find leads, Manage leads) open the same dialog.
 */
export function useReportLead() {
  return useMutation({
    mutationFn: ({ moveRequestId, body }: { moveRequestId: string; body: LeadReportBody }) =>
      apiRequest(routes.reportLead, { params: { move_request_id: moveRequestId }, body }),
  });
}
