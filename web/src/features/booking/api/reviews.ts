import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { BookingReviewsView, CustomerReviewBody, ReviewBody } from '@schemas/reviews';
import { bookingReviewsQueryOptions } from '@web/lib/api/booking-reviews';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* The booking's reviews: read only once the move is completed; each write puts the new view in place. */

export const useBookingReviews = (quoteId: string, enabled: boolean) =>
  useQuery({ ...bookingReviewsQueryOptions(quoteId), enabled });

/** A write that answers the booking's new review view. */
function useReviewWrite<T>(quoteId: string, write: (input: T) => Promise<BookingReviewsView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (view) => client.setQueryData(queryKeys.bookingReviews(quoteId), view),
  });
}

export const useCreateReview = (quoteId: string) =>
  useReviewWrite(quoteId, (body: ReviewBody) => apiRequest(routes.createReview, { params: { id: quoteId }, body }));

export const useEditReview = (quoteId: string) =>
  useReviewWrite(quoteId, (body: ReviewBody) => apiRequest(routes.editReview, { params: { id: quoteId }, body }));

export const useRateCustomer = (quoteId: string) =>
  useReviewWrite(quoteId, (body: CustomerReviewBody) =>
    apiRequest(routes.rateCustomer, { params: { id: quoteId }, body }),
  );

/** The company's public answer; it answers the public review, so the view is read again. */
export function useAnswerReview(quoteId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => apiRequest(routes.answerReview, { params: { id: quoteId }, body: { text } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.bookingReviews(quoteId) }),
  });
}
