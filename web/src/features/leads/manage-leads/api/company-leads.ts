import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyLead } from '../../../../../../schemas/company-quotes';
import { routeList, routes } from '../../../../../../schemas/routes';
import type { RouteDef } from '../../../../../../schemas/route';
import { apiRequest } from '../../../../lib/api-client';
import { companyLeadsQueryKey, updateQuote } from '../../quote-editor/api/company-quotes';

/*
 * GET /my-company-quotes (the lead manager list), PATCH /moving-company-quotes/{id} with
 * status BOOKED ('Mark as Booked') and DELETE /my-saved-leads/{id} (unsave a lead).
 */

export function listCompanyLeads(signal?: AbortSignal): Promise<CompanyLead[]> {
  return apiRequest(routes.listMyCompanyQuotes, { signal });
}

export function useCompanyLeads() {
  return useQuery({ queryKey: companyLeadsQueryKey, queryFn: ({ signal }) => listCompanyLeads(signal) });
}

export function useMarkAsBooked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: string) => updateQuote(quoteId, { status: 'BOOKED' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyLeadsQueryKey }),
  });
}

/**
 * DELETE /my-saved-leads/{id} (spec section 7) belongs to the lead search slice. It is looked
 * up in the route table by method and path, so the unsave action appears once that route is
 * part of the contract, without a second definition here.
 */
export const unsaveLeadRoute: RouteDef | undefined = routeList.find(
  ([, route]) => route.method === 'DELETE' && route.path === '/api/my-saved-leads/{id}',
)?.[1];

export function useUnsaveLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (moveRequestId: string) => {
      if (!unsaveLeadRoute) throw new Error('Removing saved leads is not available');
      const request = apiRequest as (route: RouteDef, options: unknown) => Promise<unknown>;
      await request(unsaveLeadRoute, { params: { id: moveRequestId }, body: { move_request_id: moveRequestId } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyLeadsQueryKey }),
  });
}
