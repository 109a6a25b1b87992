import { Button, Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { bookingReviewsQueryOptions } from '@web/lib/api/booking-reviews';
import { QUOTE_DASHBOARD_MESSAGES as M } from '../messages';

/**
 * On a booked quote's card: once its move is completed and the customer may still review it,
 * 'How did <company> do? Write a review', to the booking page's review form. Reads the
 * booking's reviews (one request, booked quotes only); says nothing while loading or on failure.
 */
export function ReviewPrompt({ quoteId, companyName }: { quoteId: string; companyName: string }) {
  const reviews = useQuery(bookingReviewsQueryOptions(quoteId));
  if (!reviews.data?.may_review) return null;
  return (
    <Paper withBorder radius="sm" p="sm" bg="blue.0" data-testid="review-prompt">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text fw={600}>{M.reviewPrompt(companyName)}</Text>
        <Button component={Link} to={`${paths.booking(quoteId)}?review=1`} size="sm">
          {M.writeReview}
        </Button>
      </Group>
    </Paper>
  );
}
