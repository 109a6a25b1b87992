import { Stack } from '@mantine/core';
import type { AvailabilityCalendarState } from '../model/use-availability-calendar';
import { CalendarDialogs } from './calendar-dialogs';
import { MonthPanel } from './month-panel';
import { SelectionTools } from './selection-tools';
import { WeeklyRuleForm } from './weekly-rule-form';

/** The six-week page with its navigation, legend, selection tools, publish button and weekly rule. */
export function AvailabilityCalendar({ calendar }: { calendar: AvailabilityCalendarState }) {
  return (
    <Stack gap="md">
      <MonthPanel calendar={calendar} />
      <SelectionTools calendar={calendar} />
      <WeeklyRuleForm calendar={calendar} />
      <CalendarDialogs calendar={calendar} />
    </Stack>
  );
}
