import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { CustomerQuote } from '@schemas/quotes';
import type { BookQuoteBody } from '@schemas/bookings';
import { apiRequest } from '@web/lib/api-client';
import { routeErrorBody } from '@web/lib/api-error';
import type { CustomerCancellationBody } from '@schemas/booking-cancellation';
import { queryKeys } from '@web/lib/query-keys';

/*
 * The customer's quote actions: POST /quote/{id}/book, /quote/{id}/cancel-booking,
 * /quote/{id}/request-again and POST /quote. Each refreshes the quote list when it settles.
 */

/** The company named by a 400 with existingBooking (spec section 3), or null for any other failure. */
export function existingBookingCompany(error: unknown): string | null {
  return routeErrorBody(routes.bookQuote, 400, error)?.existingBooking.companyName ?? null;
}

function useQuoteMutation<V, Result extends CustomerQuote>(mutationFn: (variables: V) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.myQuotes }),
  });
}

/** POST /quote/{id}/book: the booked quote, or (concierge fee unpaid) paymentPending + checkoutUrl. */
export const useBookQuote = () =>
  useQuoteMutation(({ id, choice }: { id: string; choice: BookQuoteBody }) =>
    apiRequest(routes.bookQuote, { params: { id }, body: choice }),
  );

export const useCancelBooking = () =>
  useQuoteMutation(({ id, body }: { id: string; body: CustomerCancellationBody }) =>
    apiRequest(routes.cancelBooking, { params: { id }, body }),
  );

export const useRequestQuoteAgain = () =>
  useQuoteMutation((id: string) => apiRequest(routes.requestQuoteAgain, { params: { id } }));

export const useRequestQuote = () =>
  useQuoteMutation((body: { move_request_id: string; moving_company_id: string }) =>
    apiRequest(routes.requestQuote, { body }),
  );
