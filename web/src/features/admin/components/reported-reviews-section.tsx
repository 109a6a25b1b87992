import { Alert, Stack, Text } from '@mantine/core';
import { LoadingState } from '@web/components/loading-state';
import { failureText } from '@web/lib/notify';
import { useReviewReports } from '../api/review-reports';
import { REPORTED_REVIEWS_TEXT } from '../model/reported-reviews';
import { ReportedReviewCard } from './reported-review-card';
import { TimedMessageAlert } from './timed-message-alert';
import { useOutcomeLine } from './use-outcome-line';

/**
 * The admin's queue of reported reviews, oldest report first: each review with its reports and
 * the two decisions, 'Hide' (a listed reason only) and 'Keep review'. The outcome line sits
 * above the list, since a decided review leaves it.
 */
export function ReportedReviewsSection() {
  const queue = useReviewReports();
  const outcome = useOutcomeLine();
  if (queue.isPending) return <LoadingState label={REPORTED_REVIEWS_TEXT.loading} />;
  if (queue.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {failureText(REPORTED_REVIEWS_TEXT.loadFailed, queue.error)}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {REPORTED_REVIEWS_TEXT.intro}
      </Text>
      <TimedMessageAlert message={outcome.message} />
      {queue.data.rows.length === 0 ? (
        <Text data-testid="reported-reviews-empty">{REPORTED_REVIEWS_TEXT.none}</Text>
      ) : (
        queue.data.rows.map((row) => <ReportedReviewCard key={row.review.id} row={row} outcome={outcome} />)
      )}
    </Stack>
  );
}
