import { Button, Group } from '@mantine/core';
import { savedRange } from '@web/lib/calendar/date-range-selection';
import { DateRangePicker } from '@web/components/calendar/date-range-picker';
import { AppModal } from '@web/components/app-modal';
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
      <DateRangePicker
        intro="Show leads whose moving dates fall in this range. Pick the first and last day."
        initial={{ start: initial.startDate, end: initial.endDate }}
        emptyLabel="Any date"
        testIdPrefix="lead-range"
        actions={(selection, setSelection) => {
          const range = savedRange(selection);
          return (
            <Group justify="space-between" gap="sm">
              <Button
                variant="subtle"
                color="gray"
                disabled={!selection.start}
                onClick={() => setSelection({ start: null, end: null })}
              >
                {FIND_LEADS_MESSAGES.clearDates}
              </Button>
              <Group gap="sm">
                <Button variant="default" onClick={onClose}>
                  Cancel
                </Button>
                <Button
                  onClick={() =>
                    onApply(
                      range
                        ? { startDate: range.start_date, endDate: range.end_date }
                        : { startDate: null, endDate: null },
                    )
                  }
                >
                  Apply dates
                </Button>
              </Group>
            </Group>
          );
        }}
      />
    </AppModal>
  );
}
