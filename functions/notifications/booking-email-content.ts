import { bookedPriceText } from '@schemas/bookings';
import { REMINDER_HOURS } from '@schemas/booking-arrival';
import { carolinasTime } from '@functions/platform/carolinas-time';
import { formatCalendarDay, formatWeekdayDay } from '@schemas/date-text';
import { estimateTermLines } from '@schemas/estimate-terms';
import { bookedTermsOf, bookingPaymentOf } from '@functions/core/data/quote/booked-moves';
import { bookedValuationText } from '@schemas/valuation';
import type { StoredLocation } from '@functions/core/data/move-request/move-requests';
import type { EmailMessage } from '@functions/platform/email';
import { bookingCalendarFile } from './booking-calendar';
import type { BookingMailContext } from './booking-mail-context';
import { appLink, type Recipient } from './recipients';
import { notificationEmail } from './notification-email';

/** The booking page of a booked move (both sides). */
export const bookingPath = (quoteId: string) => `/bookings/${quoteId}`;
/** The company's one-click confirmation: the booking page asks once, then confirms. */
export const confirmArrivalPath = (quoteId: string) => `${bookingPath(quoteId)}?confirm-arrival=1`;

const placeOf = (location: StoredLocation) =>
  [location.address, `${location.city}, ${location.state} ${location.zip}`].filter(Boolean).join(', ');

/** The day, the window, both addresses and the price as booked: what both sides need to hand. */
function moveFacts({ move, request }: BookingMailContext): string[] {
  return [
    `Move day: ${formatWeekdayDay(move.move_day)}`,
    `Crew arrives: ${move.arrival_window.label}`,
    `From: ${placeOf(request.from_location)}`,
    `To: ${placeOf(request.to_location)}`,
    `Price as booked: ${bookedPriceText(bookedTermsOf(move))}`,
  ];
}

/** The terms as booked, one line each (a price-only quote has just its price above). */
function termLines({ move }: BookingMailContext): string[] {
  const { estimate, valuation } = bookedTermsOf(move);
  if (!estimate) return valuation ? [`Valuation: ${bookedValuationText(valuation)}`] : [];
  const depositPath = bookingPaymentOf(move) ? 'protected' : 'direct';
  return estimateTermLines(estimate, valuation, depositPath).map(
    (line) => `${line.label}: ${line.value}${line.detail ? ` (${line.detail})` : ''}`,
  );
}

function companyContact({ company }: BookingMailContext): string {
  return `${company.name}: ${[company.email, company.phone].filter(Boolean).join(', ')}`;
}

/** The customer's name, e-mail and phone (when they gave one): for the company holding the booking. */
function customerContact({ customer }: BookingMailContext): string {
  const { firstName, lastName, phone } = customer.customer;
  return `Customer: ${firstName} ${lastName}, ${[customer.email, phone].filter(Boolean).join(', ')}`;
}

const withCalendar = (mail: EmailMessage, context: BookingMailContext): EmailMessage => ({
  ...mail,
  attachments: [
    bookingCalendarFile(
      context.move,
      context.request.from_location,
      context.request.to_location,
      appLink(bookingPath(context.move.quote_id)),
    ),
  ],
});

/** The booking was made before the 72-hour reminder's window opened: the reminder is still to come. */
export const reminderStillAhead = (move: Pick<BookingMailContext['move'], 'move_day' | 'booked_at'>) =>
  carolinasTime(move.move_day, 0).getTime() - REMINDER_HOURS * 3_600_000 > Date.parse(move.booked_at);

const CALENDAR_NOTE = 'The attached calendar file adds the move day and the arrival window to your calendar.';

export function customerBookingConfirmation(context: BookingMailContext): EmailMessage {
  const { move, customer } = context;
  const mail = notificationEmail(
    customer,
    `Your move with ${move.company_name} is booked for ${formatCalendarDay(move.move_day)}`,
    [
      `Your move with ${move.company_name} is booked. The day, the arrival window and the terms below are fixed: the company cannot change them without your agreement.`,
      ...moveFacts(context),
      ...termLines(context),
      `Your mover: ${companyContact(context)}`,
    ],
    { label: 'Open your booking', path: bookingPath(move.quote_id) },
    // A booking made inside the reminder's 72 hours gets its reminder within the hour: promise none.
    reminderStillAhead(move) ? [CALENDAR_NOTE, 'We will remind you 3 days before the move.'] : [CALENDAR_NOTE],
  );
  return withCalendar(mail, context);
}

/** `customerName` already follows the last-name rule (the company holds the booking: full name). */
export function companyBookingConfirmation(
  context: BookingMailContext,
  to: Recipient,
  customerName: string,
): EmailMessage {
  const { move } = context;
  const mail = notificationEmail(
    to,
    `${customerName} booked your quote`,
    [
      `${customerName} booked your quote for ${formatWeekdayDay(move.move_day)}. The terms below are the ones they agreed to.`,
      ...moveFacts(context),
      ...termLines(context),
      customerContact(context),
    ],
    { label: 'Open the booking', path: bookingPath(move.quote_id) },
    [
      CALENDAR_NOTE,
      `Their contact details are now shown on the lead in Manage leads. ${
        reminderStillAhead(move)
          ? "72 hours before the move we will ask you to confirm the crew's arrival window."
          : "Within the hour we will ask you to confirm the crew's arrival window."
      }`,
    ],
  );
  return withCalendar(mail, context);
}

/** The reminders carry the calendar file too: the day or window may have changed since the booking. */
const REMINDER_CALENDAR_NOTE = 'The attached calendar file has the current day and arrival window.';

export function customerBookingReminder(context: BookingMailContext): EmailMessage {
  const { move, customer } = context;
  const mail = notificationEmail(
    customer,
    `Reminder: your move with ${move.company_name} is on ${formatCalendarDay(move.move_day)}`,
    [
      `Your move with ${move.company_name} is coming up.`,
      ...moveFacts(context),
      `Your mover: ${companyContact(context)}`,
      `We asked ${move.company_name} to confirm the crew's arrival window; your booking page shows when they have.`,
    ],
    { label: 'Open your booking', path: bookingPath(move.quote_id) },
    [REMINDER_CALENDAR_NOTE],
  );
  return withCalendar(mail, context);
}

export function companyBookingReminder(context: BookingMailContext, to: Recipient, customerName: string): EmailMessage {
  const { move } = context;
  const mail = notificationEmail(
    to,
    `Reminder: ${customerName}'s move on ${formatCalendarDay(move.move_day)}: confirm the arrival window`,
    [
      `${customerName}'s move is coming up. Please confirm that your crew arrives in the booked window: the customer is waiting for it.`,
      ...moveFacts(context),
      customerContact(context),
    ],
    { label: 'Confirm arrival window', path: confirmArrivalPath(move.quote_id) },
    ['The button opens the booking, where one click confirms it.', REMINDER_CALENDAR_NOTE],
  );
  return withCalendar(mail, context);
}

export function customerArrivalConfirmed(context: BookingMailContext): EmailMessage {
  const { move, customer } = context;
  return notificationEmail(
    customer,
    `${move.company_name} confirmed your crew's arrival window`,
    [
      `${move.company_name} confirmed the crew's arrival on ${formatWeekdayDay(move.move_day)}: ${move.arrival_window.label}.`,
      ...moveFacts(context),
    ],
    { label: 'Open your booking', path: bookingPath(move.quote_id) },
  );
}
