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

const HOUR_MS = 3_600_000;

/**
 * How long a customer's request has waited for the company's quote, from when it was asked
 * (the lead's last interaction while it is a request): 'Waiting under an hour', 'Waiting 5 hours',
 * 'Waiting 2 days'.
 */
export function waitingText(since: string, now: Date = new Date()): string {
  const hours = Math.max(0, (now.getTime() - Date.parse(since)) / HOUR_MS);
  if (hours < 1) return 'Waiting under an hour for your quote';
  if (hours < 48) {
    const whole = Math.floor(hours);
    return `Waiting ${whole} hour${whole === 1 ? '' : 's'} for your quote`;
  }
  return `Waiting ${Math.floor(hours / 24)} days for your quote`;
}
