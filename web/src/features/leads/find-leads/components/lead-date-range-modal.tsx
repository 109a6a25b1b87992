import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDay, todayIso } from '../../../move-request/model/calendar-dates';
import { pickDay, savedRange, type RangeSelection } from '../../../move-request/model/date-range-selection';
import { monthOf } from '../../../move-request/model/month-grid';
import { MonthCalendar } from '../../../move-request/components/month-calendar';
import { AppModal } from '../../../../components/app-modal';
import { FIND_LEADS_MESSAGES } from '../messages';

export interface LeadDateRange {
  startDate: string | null;
  endDate: string | null;
}

interface LeadDateRangeModalProps {
  opened: boolean;
  onClose: () => void;
  initial: LeadDateRange;
  onApply: (range: LeadDateRange) => void;
}

/**
 * The find-leads variant of the date range modal (spec section 2): the move-request calendar
 * (42 cells, Sunday first, past days disabled, start/end/swap/restart clicks) plus 'Clear Dates'.
 */
export function LeadDateRangeModal({ opened, onClose, initial, onApply }: LeadDateRangeModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Date range" size="md" fullScreenOnPhone>
      <LeadDateRangePicker initial={initial} onCancel={onClose} onApply={onApply} />
    </AppModal>
  );
}

function LeadDateRangePicker({ initial, onCancel, onApply }: Omit<LeadDateRangeModalProps, 'opened' | 'onClose'> & { onCancel: () => void }) {
  const today = todayIso();
  const [selection, setSelection] = useState<RangeSelection>({ start: initial.startDate, end: initial.endDate });
  const [month, setMonth] = useState(() => monthOf(selection.start && selection.start >= today ? selection.start : today));
  const range = savedRange(selection);
  const day = (value: string | null) => (value ? formatDay(value) : 'Any date');

  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        Show leads whose moving dates fall in this range. Pick the first and last day.
      </Text>
      <SimpleGrid cols={2} spacing="sm" aria-live="polite">
        <div>
          <Text size="xs" fw={700} c="gray.7" tt="uppercase">
            From
          </Text>
          <Text fw={600} data-testid="lead-range-from">
            {day(selection.start)}
          </Text>
        </div>
        <div>
          <Text size="xs" fw={700} c="gray.7" tt="uppercase">
            To
          </Text>
          <Text fw={600} data-testid="lead-range-to">
            {day(selection.end ?? selection.start)}
          </Text>
        </div>
      </SimpleGrid>
      <MonthCalendar
        month={month}
        onMonthChange={setMonth}
        selection={selection}
        today={today}
        onPick={(picked) => setSelection((current) => pickDay(current, picked, today))}
      />
      <Group justify="space-between" gap="sm">
        <Button variant="subtle" color="gray" disabled={!selection.start} onClick={() => setSelection({ start: null, end: null })}>
          {FIND_LEADS_MESSAGES.clearDates}
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            onClick={() => onApply(range ? { startDate: range.start_date, endDate: range.end_date } : { startDate: null, endDate: null })}
          >
            Apply dates
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
