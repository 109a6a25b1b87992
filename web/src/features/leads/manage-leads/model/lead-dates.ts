/** A calendar date (YYYY-MM-DD, no zone) as the customer picked it: 'Tue, Jan 5, 2027'. */
export function formatMoveDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

export function formatMoveDates(start: string, end: string): string {
  return start === end ? formatMoveDate(start) : `${formatMoveDate(start)} – ${formatMoveDate(end)}`;
}

/**
 * A stored timestamp in the viewer's local time zone (spec section 9); one without a zone is
 * read as UTC.
 */
export function formatInteractionTime(timestamp: string): string {
  const hasZone = /([zZ]|[+-]\d{2}:?\d{2})$/.test(timestamp);
  const date = new Date(hasZone ? timestamp : `${timestamp}Z`);
  return date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
