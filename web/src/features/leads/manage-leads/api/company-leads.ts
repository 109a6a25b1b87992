import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyLead } from '@schemas/company-quotes';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { updateQuote } from '../../quote-editor/api/company-quotes';

/*
 * GET /my-company-quotes (the lead manager list), PATCH /moving-company-quotes/{id} with
 * status BOOKED ('Mark as Booked') and DELETE /my-saved-leads/{id} (unsave a lead).
 */

export function listCompanyLeads(signal?: AbortSignal): Promise<CompanyLead[]> {
  return apiRequest(routes.listMyCompanyQuotes, { signal });
}

export function useCompanyLeads() {
  return useQuery({ queryKey: queryKeys.companyLeads, queryFn: ({ signal }) => listCompanyLeads(signal) });
}

export function useMarkAsBooked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: string) => updateQuote(quoteId, { status: 'BOOKED' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.companyLeads }),
  });
}

/** DELETE /my-saved-leads/{id} (spec section 7): unsave a lead from the manager list. */
export function useUnsaveLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (moveRequestId: string) => {
      await apiRequest(routes.deleteSavedLead, { params: { id: moveRequestId }, body: { move_request_id: moveRequestId } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.companyLeads }),
  });
}
