import type { KeyboardEvent, MouseEvent } from 'react';
import { useDayGridKeyboard } from '@web/hooks/use-day-grid-keyboard';
import type { IsoDate } from '@web/lib/calendar/calendar-dates';
import { WEEKDAY_HEADERS, type CalendarCell } from '../model/availability-grid';
import type { BookedMark } from '../model/booked-days';
import { isAvailable, type DayMap } from '../model/calendar-edits';
import { AvailabilityDay } from './availability-day';
import classes from './availability-grid.module.css';

type Modifiers = { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean };

interface AvailabilityGridProps {
  label: string;
  grid: CalendarCell[];
  today: IsoDate;
  saved: DayMap;
  pending: DayMap;
  selected: readonly IsoDate[];
  selectable: readonly IsoDate[];
  booked: Record<IsoDate, BookedMark>;
  onPick: (day: IsoDate, modifiers: Modifiers) => void;
}

/**
 * The Monday-first 42-day page. Every day is a button named by its date and state (colour is
 * never the only cue: a check or a cross, and a dot for an unpublished change). One day is in
 * the Tab order; arrow keys move between editable days; Space or Enter selects, with Shift it
 * extends a range and with Ctrl or Cmd it adds or removes the day.
 */
export function AvailabilityGrid({
  label,
  grid,
  today,
  saved,
  pending,
  selected,
  selectable,
  booked,
  onPick,
}: AvailabilityGridProps) {
  const keyboard = useDayGridKeyboard({
    moveTo: (from, days) => {
      const next = grid[grid.findIndex((cell) => cell.iso === from) + days]?.iso;
      return next && selectable.includes(next) ? next : null; // past days and other months are not editable
    },
    tabStop: (focused) =>
      [focused, selected[selected.length - 1], today].find((d) => d && selectable.includes(d)) ?? selectable[0],
  });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const from = (event.target as HTMLElement).dataset.iso;
    if (from && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onPick(from, event);
      return;
    }
    keyboard.onKeyDown(event);
  }

  function onClick(day: IsoDate, event: MouseEvent<HTMLButtonElement>) {
    if (event.detail === 0) return; // a click made by the keyboard: handled in onKeyDown
    onPick(day, event);
  }

  return (
    <div ref={keyboard.gridRef} className={classes.grid} role="group" aria-label={label} onKeyDown={onKeyDown}>
      {WEEKDAY_HEADERS.map((weekday) => (
        <div key={weekday} className={classes.weekday} aria-hidden="true">
          {weekday}
        </div>
      ))}
      {grid.map((cell) => (
        <AvailabilityDay
          key={cell.iso}
          cell={cell}
          available={isAvailable(cell.iso, saved, pending)}
          edited={cell.iso in pending}
          selected={selected.includes(cell.iso)}
          isToday={cell.iso === today}
          selectable={selectable.includes(cell.iso)}
          booked={booked[cell.iso]}
          keyboardProps={keyboard.dayProps(cell.iso)}
          onClick={onClick}
        />
      ))}
    </div>
  );
}
