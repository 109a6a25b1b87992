import { ActionIcon, Group, Text } from '@mantine/core';
import { useDayGridKeyboard } from '@web/hooks/use-day-grid-keyboard';
import { addDays, longDayLabel, MONTHS, WEEKDAY_INITIALS } from '@web/lib/calendar/calendar-dates';
import { isInRange, isPastDay, type RangeSelection } from '@web/lib/calendar/date-range-selection';
import { monthGrid, monthOf, shiftMonth, type MonthRef } from '@web/lib/calendar/month-grid';
import classes from './month-calendar.module.css';

interface MonthCalendarProps {
  month: MonthRef;
  onMonthChange: (month: MonthRef) => void;
  selection: RangeSelection;
  today: string;
  onPick: (day: string) => void;
}

/**
 * One month on the 42-cell Sunday-first grid; every day is a labelled button. One day is in
 * the Tab order and the arrow keys move between days (across months too), so keyboard users
 * need not Tab through 42 buttons.
 */
export function MonthCalendar({ month, onMonthChange, selection, today, onPick }: MonthCalendarProps) {
  const heading = `${MONTHS[month.month]} ${month.year}`;
  const todayMonth = today.slice(0, 7);
  const shownMonth = `${month.year}-${String(month.month + 1).padStart(2, '0')}`;
  const grid = monthGrid(month.year, month.month);
  const pickable = grid.filter((cell) => cell.inMonth && !isPastDay(cell.iso, today)).map((cell) => cell.iso);
  const { gridRef, onKeyDown, dayProps } = useDayGridKeyboard({
    page: month,
    moveTo: (from, days) => {
      const next = addDays(from, days);
      if (isPastDay(next, today)) return null;
      if (next.slice(0, 7) !== shownMonth) onMonthChange(monthOf(next));
      return next;
    },
    tabStop: (focused) => [focused, selection.start, today].find((day) => day && pickable.includes(day)) ?? pickable[0],
  });

  return (
    <div>
      <Group justify="space-between" mb="xs">
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label="Previous month"
          disabled={shownMonth <= todayMonth} // nothing earlier can be picked
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        >
          <span aria-hidden="true">‹</span>
        </ActionIcon>
        <Text fw={700} aria-live="polite">
          {heading}
        </Text>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label="Next month"
          onClick={() => onMonthChange(shiftMonth(month, 1))}
        >
          <span aria-hidden="true">›</span>
        </ActionIcon>
      </Group>
      <div ref={gridRef} className={classes.grid} role="group" aria-label={heading} onKeyDown={onKeyDown}>
        {WEEKDAY_INITIALS.map((initials) => (
          <div key={initials} className={classes.weekday} aria-hidden="true">
            {initials}
          </div>
        ))}
        {grid.map((cell) => {
          const selected = cell.iso === selection.start || cell.iso === selection.end;
          return (
            <button
              key={cell.iso}
              type="button"
              className={classes.day}
              {...dayProps(cell.iso)}
              aria-label={longDayLabel(cell.iso)}
              aria-pressed={selected}
              disabled={isPastDay(cell.iso, today)}
              data-outside={!cell.inMonth || undefined}
              data-selected={selected || undefined}
              data-in-range={isInRange(cell.iso, selection) || undefined}
              data-today={cell.iso === today || undefined}
              onClick={() => onPick(cell.iso)}
            >
              {cell.day}
            </button>
          );
        })}
      </div>
    </div>
  );
}
