import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDay, todayIso } from '../model/calendar-dates';
import { pickDay, savedRange, type RangeSelection } from '../model/date-range-selection';
import { monthOf } from '../model/month-grid';
import { MonthCalendar } from './month-calendar';
import { AppModal } from '../../../components/app-modal';

export interface DateRangeValue {
  start_date: string;
  end_date: string;
}

interface DateRangeModalProps {
  opened: boolean;
  onClose: () => void;
  initial: RangeSelection;
  saving: boolean;
  onSave: (range: DateRangeValue) => void;
}

/** Move dates: a range on a month calendar (spec section 2, Date range modal). */
export function DateRangeModal({ opened, onClose, initial, saving, onSave }: DateRangeModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Move dates" size="md" fullScreenOnPhone>
      <DateRangePicker initial={initial} saving={saving} onCancel={onClose} onSave={onSave} />
    </AppModal>
  );
}

function DateRangePicker({ initial, saving, onCancel, onSave }: Omit<DateRangeModalProps, 'opened' | 'onClose'> & { onCancel: () => void }) {
  const today = todayIso();
  const [selection, setSelection] = useState<RangeSelection>(initial);
  const [month, setMonth] = useState(() => monthOf(initial.start && initial.start >= today ? initial.start : today));
  const range = savedRange(selection);

  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        Pick the first and last day you could move. A wider range gives you a wider selection of moving companies.
      </Text>
      <SimpleGrid cols={2} spacing="sm" aria-live="polite">
        <DateField label="From" value={selection.start} />
        <DateField label="To" value={selection.end ?? selection.start} />
      </SimpleGrid>
      <MonthCalendar
        month={month}
        onMonthChange={setMonth}
        selection={selection}
        today={today}
        onPick={(day) => setSelection((current) => pickDay(current, day, today))}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={!range} loading={saving} onClick={() => range && onSave(range)}>
          Save dates
        </Button>
      </Group>
    </Stack>
  );
}

function DateField({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" fw={700} c="gray.7" tt="uppercase">
        {label}
      </Text>
      <Text fw={600} data-testid={`range-${label.toLowerCase()}`}>
        {value ? formatDay(value) : 'Not chosen'}
      </Text>
    </div>
  );
}
