import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { BookingWithChangesView, ChangeProposalBody } from '@schemas/booking-changes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/*
 * POST /booking/{id}/change-proposal (the company) and its /accept and /decline (the customer).
 * Each answers the booking as it is now: the page shows it at once, and the lists that show the
 * quote's price refresh.
 */

function useBookingMutation<V>(quoteId: string, send: (variables: V) => Promise<BookingWithChangesView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (booking) => {
      queryClient.setQueryData(queryKeys.booking(quoteId), booking);
      void queryClient.invalidateQueries({ queryKey: queryKeys.myQuotes });
      void queryClient.invalidateQueries({ queryKey: queryKeys.companyLeads });
    },
  });
}

export const useProposeChange = (quoteId: string) =>
  useBookingMutation(quoteId, (body: ChangeProposalBody) =>
    apiRequest(routes.proposeBookingChange, { params: { id: quoteId }, body }),
  );

export const useAcceptChange = (quoteId: string) =>
  useBookingMutation(quoteId, () => apiRequest(routes.acceptBookingChange, { params: { id: quoteId } }));

export const useDeclineChange = (quoteId: string) =>
  useBookingMutation(quoteId, () => apiRequest(routes.declineBookingChange, { params: { id: quoteId } }));
