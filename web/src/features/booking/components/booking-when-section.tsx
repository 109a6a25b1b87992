import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { CheckIcon } from '@web/components/icons';
import { longDayLabel } from '@web/lib/calendar/calendar-dates';
import { BOOKING_PAGE_MESSAGES as M } from '../messages';
import type { BookingSectionProps } from '../model/booking-section';

/** The move day and the crew's arrival window, large: the first thing either side looks for. */
export function BookingWhenSection({ booking }: BookingSectionProps) {
  return (
    <Paper radius="md" p={{ base: 'md', sm: 'lg' }} bg="brand.0" component="section" aria-label="When">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap={4}>
          <Text size="sm" tt="uppercase" fw={700} c="gray.7">
            {M.moveDay}
          </Text>
          <Text fz={{ base: 24, sm: 30 }} fw={800} lh={1.2} c="brand.9" data-testid="booking-day">
            {longDayLabel(booking.move_day)}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" tt="uppercase" fw={700} c="gray.7">
            {M.arrivalWindow}
          </Text>
          <Text fz={{ base: 24, sm: 30 }} fw={800} lh={1.2} c="brand.9" data-testid="booking-window">
            {booking.arrival_window.label}
          </Text>
          {booking.arrival_confirmed_at && (
            <Group gap={6}>
              <CheckIcon color="var(--mantine-color-green-9)" />
              <Text size="sm" fw={600} c="green.9">
                {M.arrivalConfirmed}
              </Text>
            </Group>
          )}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
