import { queryOptions } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { BookingReviewsView } from '@schemas/reviews';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

/* GET /api/booking/{id}/review: the booking page's review section and the /quotes review prompt read it. */

export function getBookingReviews(quoteId: string, signal?: AbortSignal): Promise<BookingReviewsView> {
  return apiRequest(routes.getBookingReviews, { params: { id: quoteId }, signal });
}

export function bookingReviewsQueryOptions(quoteId: string) {
  return queryOptions({
    queryKey: queryKeys.bookingReviews(quoteId),
    queryFn: ({ signal }) => getBookingReviews(quoteId, signal),
  });
}
