import { ActionIcon, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { AVAILABILITY_MESSAGES } from '../messages';
import type { AvailabilityCalendarState } from '../model/use-availability-calendar';
import { AvailabilityGrid } from './availability-grid';
import { AvailabilityLegend } from './availability-legend';
import { BookedDaysList } from './booked-days-list';

/** The six weeks shown: previous and next, their dates and the unsaved chip, the day grid and the legend. */
export function MonthPanel({ calendar }: { calendar: AvailabilityCalendarState }) {
  const heading = calendar.heading;
  return (
    <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'lg' }}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          size="xl"
          aria-label="Previous 6 weeks"
          disabled={calendar.isFirstPage}
          onClick={() => calendar.changePage(-1)}
        >
          <span aria-hidden="true">‹</span>
        </ActionIcon>
        <Group gap="xs" justify="center">
          <Title order={2} size="h4" aria-live="polite" id="calendar-month">
            {heading}
          </Title>
          {calendar.hasUnsaved && (
            <Badge color="orange.9" variant="filled" role="status">
              {AVAILABILITY_MESSAGES.unsaved}
            </Badge>
          )}
        </Group>
        <ActionIcon variant="subtle" size="xl" aria-label="Next 6 weeks" onClick={() => calendar.changePage(1)}>
          <span aria-hidden="true">›</span>
        </ActionIcon>
      </Group>
      <div aria-busy={calendar.loading} style={{ position: 'relative' }}>
        <AvailabilityGrid
          label={heading}
          grid={calendar.grid}
          today={calendar.today}
          saved={calendar.saved}
          pending={calendar.pending}
          selected={calendar.selection.days}
          selectable={calendar.selectable}
          booked={calendar.booked}
          onPick={calendar.pick}
        />
        {calendar.loading && (
          <Group
            justify="center"
            gap="xs"
            role="status"
            style={{ position: 'absolute', inset: 0, background: 'rgba(255,255,255,0.7)' }}
          >
            <Loader size="sm" aria-hidden="true" />
            <Text size="sm">Loading your calendar…</Text>
          </Group>
        )}
      </div>
      <Stack gap="xs" mt="md">
        <AvailabilityLegend />
        <BookedDaysList calendar={calendar} />
      </Stack>
    </Paper>
  );
}
