import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { BOOKING_QUEUE_VIEWS, ResolveDisputeBody } from '@schemas/booking-completion';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* GET /admin/bookings/queue?view= and POST /admin/bookings/{id}/resolve: the admin's booking queue. */

export type BookingQueueView = (typeof BOOKING_QUEUE_VIEWS)[number];

export function useBookingQueue(view: BookingQueueView) {
  return useQuery({
    queryKey: queryKeys.bookingQueue(view),
    queryFn: ({ signal }) => apiRequest(routes.listBookingQueue, { query: { view }, signal }),
  });
}

export function useResolveDispute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ResolveDisputeBody }) =>
      apiRequest(routes.resolveBookingDispute, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.bookingQueue('disputed') }),
  });
}

/** POST /admin/bookings/{id}/confirm-no-show: the booking is cancelled as the company's and refunded. */
export function useConfirmNoShow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(routes.confirmNoShow, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.bookingQueue('no_shows') }),
  });
}

/** GET /admin/bookings/{id}/evidence: the booking's evidence bundle, to answer a chargeback with. */
export const loadEvidenceBundle = (quoteId: string) =>
  apiRequest(routes.getEvidenceBundle, { params: { id: quoteId } });

/** POST /admin/bookings/{id}/evidence: the evidence goes to Stripe's dispute and to the bank; the chargebacks are read again. */
export function useSubmitChargebackEvidence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      apiRequest(routes.submitChargebackEvidence, { params: { id }, body: { note } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.bookingQueue('chargebacks') }),
  });
}
