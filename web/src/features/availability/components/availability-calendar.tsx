import { Stack } from '@mantine/core';
import type { AvailabilityCalendarState } from '../model/use-availability-calendar';
import { CalendarDialogs } from './calendar-dialogs';
import { MonthPanel } from './month-panel';
import { SelectionTools } from './selection-tools';

/** The month page with its navigation, legend, selection tools and publish button. */
export function AvailabilityCalendar({ calendar }: { calendar: AvailabilityCalendarState }) {
  return (
    <Stack gap="md">
      <MonthPanel calendar={calendar} />
      <SelectionTools calendar={calendar} />
      <CalendarDialogs calendar={calendar} />
    </Stack>
  );
}
