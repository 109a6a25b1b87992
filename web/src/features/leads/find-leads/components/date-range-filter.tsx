import { useState } from 'react';
import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { formatDateRange } from '@web/lib/calendar/calendar-dates';
import { FIND_LEADS_MESSAGES as M } from '../messages';
import { LeadDateRangeModal, type LeadDateRange } from './lead-date-range-modal';

/** 'Date range': the chosen days (or 'Any dates'), Choose/Change dates opening the calendar, Clear Dates. */
export function DateRangeFilter({
  range,
  onChange,
}: {
  range: LeadDateRange;
  onChange: (range: LeadDateRange) => void;
}) {
  const [open, setOpen] = useState(false);
  const dates = range.startDate ? formatDateRange(range.startDate, range.endDate ?? range.startDate) : 'Any dates';
  return (
    <Fieldset legend="Date range" variant="unstyled">
      <Stack gap={6}>
        <Text fw={600} data-testid="lead-dates">
          {dates}
        </Text>
        <Group gap="xs">
          <Button variant="light" size="xs" onClick={() => setOpen(true)}>
            {range.startDate ? 'Change dates' : 'Choose dates'}
          </Button>
          {range.startDate && (
            <Button
              variant="subtle"
              color="gray"
              size="xs"
              onClick={() => onChange({ startDate: null, endDate: null })}
            >
              {M.clearDates}
            </Button>
          )}
        </Group>
      </Stack>
      <LeadDateRangeModal
        opened={open}
        onClose={() => setOpen(false)}
        initial={range}
        onApply={(next) => {
          onChange(next);
          setOpen(false);
        }}
      />
    </Fieldset>
  );
}
