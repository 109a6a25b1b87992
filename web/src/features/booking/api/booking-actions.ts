import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * POST /booking/{id}/confirm-arrival: the company confirms the crew's arrival window. The
 * answer is the booking as GET /booking/{id} gives it: the page's copy is replaced with it.
 */
export function useConfirmArrival(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(routes.confirmArrival, { params: { id: quoteId } }),
    onSuccess: (booking) => queryClient.setQueryData(queryKeys.booking(quoteId), booking),
  });
}

/** POST /booking/{id}/cancel-by-company: the company cancels with its reason; the page shows the cancelled booking. */
export function useCancelBookingByCompany(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest(routes.cancelBookingByCompany, { params: { id: quoteId }, body: { reason } }),
    onSuccess: (booking) => queryClient.setQueryData(queryKeys.booking(quoteId), booking),
  });
}

/** POST /booking/{id}/report-no-show: the customer reports that the company did not come. */
export function useReportNoShow(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: string) => apiRequest(routes.reportNoShow, { params: { id: quoteId }, body: { details } }),
    onSuccess: (booking) => queryClient.setQueryData(queryKeys.booking(quoteId), booking),
  });
}

/** POST /api/booking/{id}/card-update: the address of Stripe's page to save a new card. */
export function useStartCardUpdate(quoteId: string) {
  return useMutation({
    mutationFn: () => apiRequest(routes.startCardUpdate, { params: { id: quoteId } }).then(({ url }) => url),
  });
}
