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
