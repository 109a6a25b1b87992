import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDollars, formatDollarsRange } from '@schemas/money';
import { RECOMMENDATION_STAGE_LABELS, type ConciergeRecommendation } from '@schemas/concierge-desk';
import { useDeclineRecommendation } from '@web/lib/api/concierge';
import { formatInstantDay } from '@schemas/date-text';
import { notify } from '@web/lib/notify';
import { ApproveRecommendationDialog } from './approve-recommendation-dialog';

/** What the customer reads under an approval that is not (or no longer) a booking. */
function stageNote(rec: ConciergeRecommendation): string | null {
  switch (rec.stage) {
    case 'payment_unfinished':
      return 'Your move is not booked until the payment goes through.';
    case 'cancelled': {
      const when = rec.cancellation ? formatInstantDay(rec.cancellation.at) : '';
      const who = rec.cancellation?.by === 'company' ? `${rec.company_name} cancelled` : 'You cancelled';
      return `${who} this booking on ${when}. Your Concierge fee covers your next booking: we are looking for another company for you.`;
    }
    case 'not_booked':
      return 'This quote can no longer be booked as we recommended it. We will recommend again shortly.';
    default:
      return null;
  }
}

/**
 * The staff's recommendation: the quote, why, where it stands (read from what became of its
 * quote: booked, cancelled, payment unfinished), and while pending approve or decline. Only an
 * approval whose payment was left unfinished, on a quote that can still be booked, offers to
 * finish the booking.
 */
export function RecommendationPanel({
  rec,
  maxPrice,
  feePaid,
}: {
  rec: ConciergeRecommendation;
  maxPrice: number | null;
  feePaid: boolean;
}) {
  const decline = useDeclineRecommendation();
  const [approving, setApproving] = useState(false);
  const note = stageNote(rec);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recommendation-title">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id="recommendation-title">
            Our recommendation
          </Title>
          <Badge variant="light" color={rec.stage === 'booked' ? 'green' : rec.stage === 'pending' ? 'blue' : 'gray'}>
            {RECOMMENDATION_STAGE_LABELS[rec.stage]}
          </Badge>
        </Group>
        <Text fw={600}>
          {rec.company_name}, {formatDollarsRange(rec.price, rec.top_price)}
        </Text>
        <Text c="gray.8">Why: {rec.reason}</Text>
        {rec.above_max && maxPrice !== null && (
          <Text c="red.9" size="sm">
            This is above your maximum of {formatDollars(maxPrice)}.
          </Text>
        )}
        {note && (
          <Text size="sm" c="gray.8" data-testid="recommendation-stage-note">
            {note}
          </Text>
        )}
        {rec.stage === 'payment_unfinished' && (
          <Group gap="sm">
            <Button onClick={() => setApproving(true)}>Finish booking</Button>
          </Group>
        )}
        {rec.stage === 'pending' && (
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
        feePaid={feePaid}
      />
    </Paper>
  );
}
