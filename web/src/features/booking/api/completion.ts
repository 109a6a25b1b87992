import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { CompleteBookingBody, DisputeBookingBody, DisputeStatementBody } from '@schemas/booking-completion';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* After the move: the company's completion, the customer's confirmation or dispute. Each refreshes the booking. */

function useBookingAction<T>(quoteId: string, action: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.booking(quoteId) }),
  });
}

export const useCompleteBooking = (quoteId: string) =>
  useBookingAction(quoteId, (body: CompleteBookingBody) =>
    apiRequest(routes.completeBooking, { params: { id: quoteId }, body }),
  );

export const useConfirmCompletion = (quoteId: string) =>
  useBookingAction(quoteId, () => apiRequest(routes.confirmCompletion, { params: { id: quoteId } }));

export const useDisputeBooking = (quoteId: string) =>
  useBookingAction(quoteId, (body: DisputeBookingBody) =>
    apiRequest(routes.disputeBooking, { params: { id: quoteId }, body }),
  );

export const useStateDisputeSide = (quoteId: string) =>
  useBookingAction(quoteId, (body: DisputeStatementBody) =>
    apiRequest(routes.stateDisputeSide, { params: { id: quoteId }, body }),
  );
