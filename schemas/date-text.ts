/*
 * How a date reads, the same on every screen and in every e-mail: 'Dec 7, 2026' for a day,
 * 'Dec 7 – Dec 14, 2026' for a range, 'Saturday, December 5, 2026' where the weekday matters
 * (a booked move day, a day button's accessible name). Calendar days are YYYY-MM-DD strings
 * without a zone; they are read from their digits, so no time zone can move them.
 */

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const MONTHS = MONTH_NAMES;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

interface DayParts {
  year: number;
  month: number;
  day: number;
}

function partsOf(day: string): DayParts {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  return { year, month, day: date };
}

/** 'Dec 7' */
const monthAndDay = ({ month, day }: DayParts) => `${MONTHS[month - 1].slice(0, 3)} ${day}`;

/** 'Dec 7, 2026' from YYYY-MM-DD. */
export function formatCalendarDay(day: string): string {
  const parts = partsOf(day);
  return `${monthAndDay(parts)}, ${parts.year}`;
}

/** 'Dec 7 – Dec 14, 2026'; one day reads 'Dec 7, 2026'; a range across years names both years. */
export function formatCalendarRange(start: string, end: string): string {
  if (start === end) return formatCalendarDay(start);
  const from = partsOf(start);
  const to = partsOf(end);
  if (from.year === to.year) return `${monthAndDay(from)} – ${monthAndDay(to)}, ${to.year}`;
  return `${formatCalendarDay(start)} – ${formatCalendarDay(end)}`;
}

/** 'Saturday, December 5, 2026': a booked move day, and a day button's accessible name. */
export function formatWeekdayDay(day: string): string {
  const { year, month, day: date } = partsOf(day);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${MONTHS[month - 1]} ${date}, ${year}`;
}

/** 'Dec' from YYYY-MM-DD or YYYY-MM: the move month where a whole date would be too long. */
export function formatShortMonth(day: string): string {
  return MONTHS[Number(day.slice(5, 7)) - 1].slice(0, 3);
}

/**
 * 'Dec 7, 2026' for an instant (an ISO timestamp), as the calendar of `timeZone` has it (the
 * reader's own zone when none is given; e-mails pass the Carolinas' zone).
 */
export function formatInstantDay(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
}
