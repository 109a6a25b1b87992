import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { CompanyLead } from '@schemas/company-quotes';
import { NEXT_CURSOR_HEADER } from '@schemas/paging';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { updateQuote } from '../../quote-editor/api/company-quotes';

/*
 * GET /my-company-quotes (the lead manager list), PATCH /moving-company-quotes/{id} with
 * status BOOKED ('Mark as Booked') and DELETE /my-saved-leads/{id} (unsave a lead).
 */

export interface CompanyLeadPage {
  leads: CompanyLead[];
  /** Where the next page starts (the x-next-cursor header); null on the last page. */
  nextCursor: string | null;
}

/** One page of GET /my-company-quotes, last interaction first, from `cursor` (null: the first). */
export async function listCompanyLeads(cursor: string | null, signal?: AbortSignal): Promise<CompanyLeadPage> {
  let nextCursor: string | null = null;
  const leads = await apiRequest(routes.listMyCompanyQuotes, {
    query: cursor ? { cursor } : {},
    signal,
    onHeaders: (headers) => {
      nextCursor = headers.get(NEXT_CURSOR_HEADER);
    },
  });
  return { leads, nextCursor };
}

/** The lead manager list, a page at a time as it is scrolled; a reload reads the loaded pages again from the first. */
export function useCompanyLeads() {
  return useInfiniteQuery({
    queryKey: queryKeys.companyLeads,
    queryFn: ({ signal, pageParam }) => listCompanyLeads(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Every lead loaded so far, in list order (a lead that moved up between pages shows once). */
export function loadedLeads(data: InfiniteData<CompanyLeadPage> | undefined): CompanyLead[] {
  const byKey = new Map<string, CompanyLead>();
  for (const lead of (data?.pages ?? []).flatMap((page) => page.leads)) {
    if (!byKey.has(lead.move_request_id)) byKey.set(lead.move_request_id, lead);
  }
  return [...byKey.values()];
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
      await apiRequest(routes.deleteSavedLead, {
        params: { id: moveRequestId },
        body: { move_request_id: moveRequestId },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.companyLeads }),
  });
}
