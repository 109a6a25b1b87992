import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatCents, PRICES } from '@schemas/constants';

/** Shown once, right after a successful upgrade (spec section 4, Concierge). */
export function ConciergeThankYouModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Thank you for upgrading!" centered>
      <Stack gap="md">
        <Text>
          Welcome to Concierge. We will collect and compare quotes for you, negotiate with the movers and book the best
          deal.
        </Text>
        <Text>
          There is nothing to pay now: the one-time {formatCents(PRICES.conciergeCents)} is due only after you approve a
          booking.
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            Got it
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
