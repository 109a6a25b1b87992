/** Dates as the dashboard shows them, in the viewer's locale (e.g. "Nov 24, 2026"). */
export function formatDay(isoDate: string): string {
  // A date-only value is a calendar day: read it at noon UTC so no time zone moves it.
  const date = new Date(isoDate.length === 10 ? `${isoDate}T12:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: isoDate.length === 10 ? 'UTC' : undefined,
  });
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
