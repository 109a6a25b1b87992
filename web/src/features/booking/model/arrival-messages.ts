import { formatWeekdayDay } from '@schemas/date-text';

/** The words of the booking page's arrival-confirmation section. */
export const ARRIVAL_TEXT = {
  heading: 'Arrival confirmation',
  confirmButton: 'Confirm arrival window',
  askTitle: 'Confirm the arrival window?',
  ask: (day: string, window: string) =>
    `Your crew arrives on ${day}, ${window}. Once you confirm, the customer is told by e-mail.`,
  notNow: 'Not now',
  confirmedByYou: (at: string) => `You confirmed the arrival window on ${at}.`,
  confirmedByCompany: (company: string, at: string) => `${company} confirmed the arrival window on ${at}.`,
  confirmedToast: 'Arrival window confirmed. The customer has been told.',
  confirmFailed: 'Failed to confirm the arrival window',
  companyPending:
    'Confirm that your crew arrives in this window. We remind you 72 hours before the move; the customer is told once you confirm.',
  customerPending: (company: string) =>
    `${company} confirms the arrival window in the days before the move. We e-mail you when they do.`,
} as const;

/** 'Saturday, December 5, 2026': the booked move day, as the booking page's top says it. */
export const arrivalDayText = formatWeekdayDay;

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
