import { ActionIcon, Anchor, Badge, Button, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { MONTHS } from '@web/lib/calendar/calendar-dates';
import { AVAILABILITY_MESSAGES } from '../messages';
import type { AvailabilityCalendarState } from '../model/use-availability-calendar';
import { AvailabilityGrid, AvailabilityLegend } from './availability-grid';
import { CalendarDialogs } from './calendar-dialogs';

/** The month page with its navigation, legend, selection tools and publish button. */
export function AvailabilityCalendar({ calendar }: { calendar: AvailabilityCalendarState }) {
  const heading = `${MONTHS[calendar.month.month]} ${calendar.month.year}`;
  const count = calendar.selection.days.length;
  const nothingSelected = count === 0 || !calendar.canEdit;
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'lg' }}>
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size="xl"
            aria-label="Previous month"
            disabled={calendar.isCurrentMonth}
            onClick={() => calendar.changeMonth(-1)}
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
          <ActionIcon variant="subtle" size="xl" aria-label="Next month" onClick={() => calendar.changeMonth(1)}>
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
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Text size="sm" aria-live="polite">
              {count === 0 ? 'No days selected' : `${count} ${count === 1 ? 'day' : 'days'} selected`}
            </Text>
            <Anchor component="button" type="button" size="sm" onClick={calendar.clearSelection} disabled={count === 0}>
              clear selection
            </Anchor>
          </Group>
          <Switch
            label="Select several days (each tap adds or removes a day)"
            checked={calendar.multiSelect}
            onChange={(event) => calendar.setMultiSelect(event.currentTarget.checked)}
            disabled={!calendar.canEdit}
          />
          <Group grow preventGrowOverflow={false} gap="sm" wrap="wrap">
            <Button color="green.8" onClick={() => calendar.mark(true)} disabled={nothingSelected} miw={220}>
              Mark Selected as Available
            </Button>
            <Button variant="default" onClick={() => calendar.mark(false)} disabled={nothingSelected} miw={220}>
              Mark Selected as Unavailable
            </Button>
          </Group>
          <Button size="md" onClick={() => calendar.setDialog('confirm-publish')} disabled={!calendar.hasUnsaved}>
            Publish Calendar
          </Button>
          {/* Phones have no keyboard or modifier keys: they get the touch wording. */}
          <Text size="xs" c="gray.7" hiddenFrom="sm">
            Tap a day to select it, or turn on Select several days to pick more. Then mark them available or unavailable
            and publish.
          </Text>
          <Text size="xs" c="gray.7" visibleFrom="sm">
            Click a day to select it, Ctrl or Cmd-click to add or remove a day, Shift-click to select a range. With the
            keyboard: arrow keys move, Space or Enter selects, Shift+Enter selects a range, Ctrl+Enter adds or removes a
            day.
          </Text>
        </Stack>
      </Paper>
      <CalendarDialogs calendar={calendar} />
    </Stack>
  );
}
