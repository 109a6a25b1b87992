import { formatCalendarDay, formatInstantDay } from '@schemas/date-text';

/** Dates as the dashboard shows them, in the viewer's locale (e.g. "Nov 24, 2026"). */
export function formatDay(isoDate: string): string {
  // A date-only value is a calendar day, anything longer an instant read in the reader's zone.
  return isoDate.length === 10 ? formatCalendarDay(isoDate) : formatInstantDay(isoDate);
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A user as the users table's messages and dialog name them: first and last name, or the e-mail without one. */
export const userDisplayName = (user: { firstName: string; lastName: string; email: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;
