import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { BookingWithChangesView } from '@schemas/booking-changes';
import { apiRequest } from '@web/lib/api-client';
import { isApiError } from '@web/lib/api-error';
import { queryKeys } from '@web/lib/query-keys';

/* GET /api/booking/{id}: one booked move for its customer, its company or an admin. */

export function getBooking(quoteId: string, signal?: AbortSignal): Promise<BookingWithChangesView> {
  return apiRequest(routes.getBooking, { params: { id: quoteId }, signal });
}

export function getBookingQueryOptions(quoteId: string) {
  return queryOptions({
    queryKey: queryKeys.booking(quoteId),
    queryFn: ({ signal }) => getBooking(quoteId, signal),
  });
}

export function useBooking(quoteId: string) {
  return useQuery(getBookingQueryOptions(quoteId));
}

/** No booking the caller may see: a 404 (unknown, cancelled-and-gone or someone else's), or a 400 for a malformed id. */
export function isBookingNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}
