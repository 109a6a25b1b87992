import { Stack } from '@mantine/core';
import { useConciergeQueue } from '../api/concierge-queue';
import { AdminListFrame } from './admin-list-frame';
import { ConciergeCaseCard } from './concierge-case-card';

export const CONCIERGE_QUEUE_TEXT = {
  title: 'Concierge',
  intro:
    'Concierge customers, the oldest upgrade first: ask matching companies for quotes on their behalf (at most 5 at a time), note what you do, and recommend one quote with a reason.',
  loading: 'Loading the concierge customers',
  loadFailed: 'We could not load the concierge customers',
  none: 'No concierge customers yet.',
} as const;

/** The admin dashboard's concierge queue: one card per concierge customer. */
export function ConciergeQueueSection() {
  const queue = useConciergeQueue();
  return (
    <AdminListFrame
      query={{ ...queue, data: queue.data?.items }}
      text={CONCIERGE_QUEUE_TEXT}
      emptyTestId="concierge-queue-empty"
    >
      {(cases) => (
        <Stack gap="md" data-testid="concierge-queue">
          {cases.map((item) => (
            <ConciergeCaseCard key={item.customer.id} item={item} />
          ))}
        </Stack>
      )}
    </AdminListFrame>
  );
}
