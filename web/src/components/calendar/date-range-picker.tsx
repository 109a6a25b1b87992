import { useState, type ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDay, todayIso } from '@web/lib/calendar/calendar-dates';
import { pickDay, type RangeSelection } from '@web/lib/calendar/date-range-selection';
import { monthOf } from '@web/lib/calendar/month-grid';
import { MonthCalendar } from './month-calendar';

interface DateRangePickerProps {
  /** The sentence above the range. */
  intro: string;
  initial: RangeSelection;
  /** What From / To show before a day is picked. */
  emptyLabel: string;
  /** The From / To values' test ids: `<prefix>-from`, `<prefix>-to`. */
  testIdPrefix: string;
  /** The buttons under the calendar, given the current selection. */
  actions: (selection: RangeSelection, setSelection: (selection: RangeSelection) => void) => ReactNode;
}

/**
 * A range on the month calendar (42 cells, Sunday first, past days disabled, start/end/swap/
 * restart clicks) with its From and To: the move dates and the find-leads date range.
 */
export function DateRangePicker({ intro, initial, emptyLabel, testIdPrefix, actions }: DateRangePickerProps) {
  const today = todayIso();
  const [selection, setSelection] = useState<RangeSelection>(initial);
  const [month, setMonth] = useState(() => monthOf(initial.start && initial.start >= today ? initial.start : today));

  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {intro}
      </Text>
      <SimpleGrid cols={2} spacing="sm" aria-live="polite">
        <DateField label="From" value={selection.start} emptyLabel={emptyLabel} testId={`${testIdPrefix}-from`} />
        <DateField
          label="To"
          value={selection.end ?? selection.start}
          emptyLabel={emptyLabel}
          testId={`${testIdPrefix}-to`}
        />
      </SimpleGrid>
      <MonthCalendar
        month={month}
        onMonthChange={setMonth}
        selection={selection}
        today={today}
        onPick={(day) => setSelection((current) => pickDay(current, day, today))}
      />
      {actions(selection, setSelection)}
    </Stack>
  );
}

function DateField({
  label,
  value,
  emptyLabel,
  testId,
}: {
  label: string;
  value: string | null;
  emptyLabel: string;
  testId: string;
}) {
  return (
    <div>
      <Text size="xs" fw={700} c="gray.7" tt="uppercase">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value ? formatDay(value) : emptyLabel}
      </Text>
    </div>
  );
}
