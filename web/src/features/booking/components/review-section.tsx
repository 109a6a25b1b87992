import { useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { BookingReviewsView } from '@schemas/reviews';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { LoadingState } from '@web/components/loading-state';
import { useBookingReviews } from '../api/reviews';
import type { BookingSectionProps } from '../model/booking-section';
import { isEditable } from '../model/review-form';
import { formatReviewDate, formatReviewMoment, REVIEW_UI as M } from '../review-messages';
import { BookingSectionCard } from './booking-section-card';
import { CustomerRatingForm, CustomerRatingShown } from './customer-rating-form';
import { ReviewAnswerForm } from './review-answer-form';
import { publishedLine, ReviewDisplay } from './review-display';
import { ReviewForm } from './review-form';

/**
 * Reviews, once the move is completed: the customer writes theirs (and edits it while it may be
 * edited); the company rates the customer privately and, once the customer's review is
 * published, may answer it publicly once; an admin reads both. Nothing before completion.
 */
export function ReviewSection({ booking, side }: BookingSectionProps) {
  const completed = booking.stage === 'COMPLETED';
  const reviews = useBookingReviews(booking.quote_id, completed);
  if (!completed) return null;
  const title = side === 'customer' ? M.customerTitle : M.title;
  return (
    <BookingSectionCard title={title} testId="review-section">
      {reviews.data ? (
        side === 'customer' ? (
          <CustomerReviews view={reviews.data} />
        ) : side === 'company' ? (
          <CompanyReviews view={reviews.data} />
        ) : (
          <AdminReviews view={reviews.data} />
        )
      ) : reviews.isError ? (
        <LoadErrorAlert
          title={M.loadFailed}
          error={reviews.error}
          retrying={reviews.isFetching}
          onRetry={() => void reviews.refetch()}
        />
      ) : (
        <LoadingState label={M.loading} />
      )}
    </BookingSectionCard>
  );
}

function CustomerReviews({ view }: { view: BookingReviewsView }) {
  const [searchParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const { review } = view;
  if (view.may_review) {
    return (
      <Stack gap="md">
        <Text>{M.intro(view.company_name, formatReviewDate(view.review_until ?? ''))}</Text>
        <Text size="sm" c="gray.7">
          {M.blindNote(view.company_name)}
        </Text>
        <ReviewForm view={view} focus={searchParams.get('review') === '1'} />
      </Stack>
    );
  }
  if (!review) return <Text c="gray.7">{M.windowClosed}</Text>;
  if (editing) return <ReviewForm view={view} editing={review} onDone={() => setEditing(false)} />;
  const editable = !review.hidden_text && isEditable(review.editable_until);
  const status =
    review.status === 'SUBMITTED' ? (
      <Text fw={500}>{M.thanks(view.company_name, formatReviewDate(review.publishes_by ?? ''))}</Text>
    ) : (
      <Text size="sm" c="gray.7">
        {publishedLine(review)}
      </Text>
    );
  return (
    <Stack gap="md">
      <ReviewDisplay review={review} companyName={view.company_name} status={status} />
      {editable && (
        <Stack gap={4} align="flex-start">
          <Button variant="default" onClick={() => setEditing(true)}>
            {M.edit}
          </Button>
          <Text size="sm" c="gray.7">
            {M.editableUntil(formatReviewMoment(review.editable_until!))}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

function CompanyReviews({ view }: { view: BookingReviewsView }) {
  const { review } = view;
  return (
    <Stack gap="lg">
      {view.may_rate_customer && <CustomerRatingForm quoteId={view.quote_id} />}
      {view.customer_rating && <CustomerRatingShown rating={view.customer_rating} title={M.yourRating} />}
      <Stack gap="sm">
        <Title order={3} size="h5">
          {M.customersReview}
        </Title>
        {review ? (
          <ReviewDisplay
            review={review}
            companyName={view.company_name}
            status={
              <Text size="sm" c="gray.7">
                {publishedLine(review)}
              </Text>
            }
          />
        ) : (
          <Text c="gray.7">{windowOver(view) ? M.noReview : M.reviewPending}</Text>
        )}
        {view.may_answer && (
          <Stack gap="xs">
            <Title order={4} size="h6">
              {M.answerTitle}
            </Title>
            <ReviewAnswerForm quoteId={view.quote_id} />
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

/** The 30 days to review have passed (a review not published by then was never written). */
const windowOver = (view: BookingReviewsView) =>
  view.review_until !== null && Date.parse(view.review_until) < Date.now();

function AdminReviews({ view }: { view: BookingReviewsView }) {
  const { review } = view;
  return (
    <Stack gap="lg">
      <Text size="sm" c="gray.7">
        {M.adminNote}
      </Text>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {M.customersReview}
        </Title>
        {review ? (
          <ReviewDisplay
            review={review}
            companyName={view.company_name}
            status={
              <Text size="sm" c="gray.7">
                {review.status === 'SUBMITTED'
                  ? M.thanksAdmin(formatReviewDate(review.publishes_by ?? ''))
                  : publishedLine(review)}
              </Text>
            }
          />
        ) : (
          <Text c="gray.7">{M.noReview}</Text>
        )}
      </Stack>
      {view.customer_rating && <CustomerRatingShown rating={view.customer_rating} title={M.companysRating} />}
    </Stack>
  );
}
