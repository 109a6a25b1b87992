import { useMutation } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { BookingView } from '@schemas/bookings';
import { apiRequest } from '@web/lib/api-client';

/**
 * POST /booking/{id}/confirm-arrival: the company confirms the crew's arrival window. The
 * answer is the booking as it now stands; `onConfirmed` hands it to whoever shows the booking.
 */
export function useConfirmArrival(quoteId: string, onConfirmed?: (booking: BookingView) => void) {
  return useMutation({
    mutationFn: () => apiRequest(routes.confirmArrival, { params: { id: quoteId } }),
    onSuccess: (booking) => onConfirmed?.(booking),
  });
}
