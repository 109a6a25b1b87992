/** The words of the booking page's arrival-window section (company and customer). */
export const ARRIVAL_TEXT = {
  heading: 'Arrival window',
  confirmButton: 'Confirm arrival window',
  askTitle: 'Confirm the arrival window?',
  ask: (window: string, day: string) =>
    `Your crew arrives ${day}, ${window}. Confirm it and the customer is told by e-mail.`,
  notNow: 'Not now',
  confirmed: (at: string) => `Arrival window confirmed on ${at}.`,
  confirmedToast: 'Arrival window confirmed. The customer has been told.',
  confirmFailed: 'Failed to confirm the arrival window',
  companyPending: 'Confirm that your crew arrives in this window. We send you a reminder 72 hours before the move.',
  customerPending: (company: string) => `${company} confirms the arrival window 3 days before the move.`,
  customerUnconfirmed: (company: string) =>
    `${company} has not confirmed the arrival window yet. If you do not hear from them soon, call them.`,
  notUpcoming: 'The move is no longer upcoming.',
} as const;

/** 'Saturday, Dec 5' from YYYY-MM-DD (a calendar day, not an instant). */
export const arrivalDayText = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** 'Dec 2, 2026, 9:41 AM' for an instant, in the Carolinas (where the moves happen). */
export const confirmedAtText = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/New_York',
  });
