import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDollars } from '@schemas/money';
import type { ConciergeRecommendation } from '@schemas/concierge-desk';
import { useDeclineRecommendation } from '@web/lib/api/concierge';
import { notify } from '@web/lib/notify';
import { ApproveRecommendationDialog } from './approve-recommendation-dialog';

const STATUS_LABELS = { PENDING: 'Waiting for you', APPROVED: 'Approved', DECLINED: 'Declined' } as const;
const UNPAID_LABEL = 'Approved, payment not finished';

const priceOf = (rec: ConciergeRecommendation) =>
  rec.top_price === null ? formatDollars(rec.price) : `${formatDollars(rec.price)} to ${formatDollars(rec.top_price)}`;

/**
 * The staff's recommendation: the quote, why, and (while pending) approve or decline. An
 * approval whose $99 checkout was left unpaid books nothing, so it offers to finish the booking.
 */
export function RecommendationPanel({
  rec,
  maxPrice,
  hasBooking,
}: {
  rec: ConciergeRecommendation;
  maxPrice: number | null;
  hasBooking: boolean;
}) {
  const decline = useDeclineRecommendation();
  const [approving, setApproving] = useState(false);
  const unpaid = rec.status === 'APPROVED' && !hasBooking;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recommendation-title">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id="recommendation-title">
            Our recommendation
          </Title>
          <Badge variant="light" color={rec.status === 'DECLINED' ? 'gray' : 'blue'}>
            {unpaid ? UNPAID_LABEL : STATUS_LABELS[rec.status]}
          </Badge>
        </Group>
        <Text fw={600}>
          {rec.company_name}, {priceOf(rec)}
        </Text>
        <Text c="gray.8">Why: {rec.reason}</Text>
        {rec.above_max && maxPrice !== null && (
          <Text c="red.9" size="sm">
            This is above your maximum of {formatDollars(maxPrice)}.
          </Text>
        )}
        {unpaid && (
          <Group gap="sm" pt="xs">
            <Text size="sm" c="gray.8">
              Your move is not booked until the Concierge payment goes through.
            </Text>
            <Button onClick={() => setApproving(true)}>Finish booking</Button>
          </Group>
        )}
        {rec.status === 'PENDING' && (
          <Group gap="sm" pt="xs">
            <Button onClick={() => setApproving(true)}>Approve and book</Button>
            <Button
              variant="default"
              loading={decline.isPending}
              onClick={() =>
                decline.mutate(rec.quote_id, {
                  onSuccess: () => notify.success('You declined the recommendation. We will keep looking.'),
                  onError: (error) => notify.failure('We could not record your answer', error),
                })
              }
            >
              Decline
            </Button>
          </Group>
        )}
      </Stack>
      <ApproveRecommendationDialog
        opened={approving}
        onClose={() => setApproving(false)}
        rec={rec}
        maxPrice={maxPrice}
      />
    </Paper>
  );
}
