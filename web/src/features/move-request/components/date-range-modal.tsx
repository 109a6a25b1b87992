import { Button, Group } from '@mantine/core';
import { savedRange, type RangeSelection } from '@web/lib/calendar/date-range-selection';
import { DateRangePicker } from '@web/components/calendar/date-range-picker';
import { AppModal } from '@web/components/app-modal';

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
      <DateRangePicker
        intro="Pick the first and last day you could move. A wider range gives you a wider selection of moving companies."
        initial={initial}
        emptyLabel="Not chosen"
        testIdPrefix="range"
        actions={(selection) => {
          const range = savedRange(selection);
          return (
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button disabled={!range} loading={saving} onClick={() => range && onSave(range)}>
                Save dates
              </Button>
            </Group>
          );
        }}
      />
    </AppModal>
  );
}
