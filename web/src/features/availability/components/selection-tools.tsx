import { Anchor, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import type { AvailabilityCalendarState } from '../model/use-availability-calendar';

/** Under the month: the selection count, several-days mode, marking, publishing and how-to. */
export function SelectionTools({ calendar }: { calendar: AvailabilityCalendarState }) {
  const count = calendar.selection.days.length;
  const nothingSelected = count === 0 || !calendar.canEdit;
  return (
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
  );
}
