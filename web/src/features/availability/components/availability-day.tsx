import type { MouseEvent } from 'react';
import type { useDayGridKeyboard } from '@web/hooks/use-day-grid-keyboard';
import { longDayLabel, type IsoDate } from '@web/lib/calendar/calendar-dates';
import type { CalendarCell } from '../model/availability-grid';
import { bookedNames, type BookedMark } from '../model/booked-days';
import { AVAILABILITY_MESSAGES } from '../messages';
import classes from './availability-grid.module.css';

interface AvailabilityDayProps {
  cell: CalendarCell;
  available: boolean;
  /** An unpublished change: the dot. */
  edited: boolean;
  selected: boolean;
  isToday: boolean;
  selectable: boolean;
  /** Bookings holding crews that day, if any. */
  booked?: BookedMark;
  /** The roving tab stop's props from the grid's keyboard hook. */
  keyboardProps: ReturnType<ReturnType<typeof useDayGridKeyboard>['dayProps']>;
  onClick: (day: IsoDate, event: MouseEvent<HTMLButtonElement>) => void;
}

/** One day: a button named by its date and state, with a check or a cross and a dot for an edit. */
export function AvailabilityDay({
  cell,
  available,
  edited,
  selected,
  isToday,
  selectable,
  booked,
  keyboardProps,
  onClick,
}: AvailabilityDayProps) {
  const bookedText = booked
    ? `, ${AVAILABILITY_MESSAGES.crewsBooked(booked.booked, booked.crews)}${bookedNames(booked) ? ` (${bookedNames(booked)})` : ''}`
    : '';
  const state = `${available ? 'available' : 'unavailable'}${bookedText}${edited ? ', unpublished change' : ''}`;
  return (
    <button
      type="button"
      className={classes.day}
      {...keyboardProps}
      data-available={available || undefined}
      data-selected={selected || undefined}
      data-today={isToday || undefined}
      data-booked={booked ? true : undefined}
      aria-label={`${longDayLabel(cell.iso)}, ${state}`}
      aria-pressed={selected}
      disabled={!selectable}
      onClick={(event) => onClick(cell.iso, event)}
    >
      <span className={classes.number}>
        {/* Drawn from data-month by CSS, like the booked mark: the day's name already says the month. */}
        {cell.monthMark && <span className={classes.month} aria-hidden="true" data-month={cell.monthMark} />}
        {cell.day}
      </span>
      <span className={classes.status} aria-hidden="true">
        {available ? '✓' : '✕'}
      </span>
      {edited && <span className={classes.edited} aria-hidden="true" />}
      {/* Drawn from data-count by CSS: the day's name says it in words, and axe's check that a
          button's visible text is part of its name would otherwise read '1/2' as text. */}
      {booked && <span className={classes.booked} aria-hidden="true" data-count={`${booked.booked}/${booked.crews}`} />}
    </button>
  );
}
