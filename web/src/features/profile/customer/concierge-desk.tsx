import { Stack, Text, Title } from '@mantine/core';
import type { MyConcierge } from '@schemas/concierge-desk';
import { MaxPriceForm } from '@web/components/concierge/max-price-form';
import { ConciergeTimeline } from './concierge-timeline';
import { RecommendationPanel } from './recommendation-panel';

/** A concierge customer's side of the desk: the maximum price, the timeline, the recommendation. */
export function ConciergeDesk({ desk }: { desk: MyConcierge }) {
  return (
    <Stack gap="md" pt="xs">
      {desk.move_request_id ? (
        <MaxPriceForm current={desk.max_price} />
      ) : (
        <Text c="gray.8">Create your move request and we start asking movers for quotes.</Text>
      )}
      {desk.recommendation && (
        <RecommendationPanel rec={desk.recommendation} maxPrice={desk.max_price} feePaid={desk.fee_paid_at !== null} />
      )}
      {desk.timeline.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Your Concierge so far
          </Title>
          <ConciergeTimeline entries={desk.timeline} />
        </Stack>
      )}
    </Stack>
  );
}
