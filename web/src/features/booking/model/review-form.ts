import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  CustomerReviewBodySchema,
  ReviewBodySchema,
  type CustomerReviewBody,
  type OwnReview,
  type ReviewRatings,
} from '@schemas/reviews';

/*
 * The review forms' values, checked by the contract's schemas. A rating of 0 means 'not chosen
 * yet' (Mantine's Rating shows no star) and fails the schema with its message. The photos are
 * uploaded on submit, outside the form, and join the body then.
 */

const ReviewFormSchema = ReviewBodySchema.pick({ ratings: true, text: true });
export type ReviewFormValues = { ratings: ReviewRatings; text: string };

export const reviewFormResolver = zodResolver(ReviewFormSchema) as unknown as Resolver<ReviewFormValues>;

/** A new review: nothing chosen but 'Price as quoted', prefilled from the final price vs the agreed total. */
export const newReviewValues = (suggestedPrice: number | null): ReviewFormValues => ({
  ratings: { overall: 0, on_time: 0, care: 0, communication: 0, price_as_quoted: suggestedPrice ?? 0 },
  text: '',
});

/** An edit starts from the review as written (only its writer edits, who always sees the ratings). */
export const editReviewValues = (review: OwnReview): ReviewFormValues => ({
  ratings: review.ratings ? { ...review.ratings } : newReviewValues(null).ratings,
  text: review.text,
});

export type CustomerRatingFormValues = CustomerReviewBody;

export const customerRatingResolver = zodResolver(
  CustomerReviewBodySchema,
) as unknown as Resolver<CustomerRatingFormValues>;

export const NEW_CUSTOMER_RATING: CustomerRatingFormValues = {
  inventory_as_described: 0,
  access_as_described: 0,
  communication: 0,
  note: '',
};

/** Until `editableUntil` (null: fixed) the reviewer may still change their review. */
export const isEditable = (editableUntil: string | null, now: Date = new Date()) =>
  editableUntil !== null && Date.parse(editableUntil) > now.getTime();
