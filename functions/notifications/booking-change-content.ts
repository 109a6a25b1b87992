import type { BookingState, ChangeProposalView } from '@schemas/booking-changes';
import { bookedPriceText } from '@schemas/bookings';
import { formatCalendarDay, formatWeekdayDay } from '@schemas/date-text';
import { ESTIMATE_TYPE_LABELS } from '@schemas/estimates';
import { diffLineText } from '@schemas/inventory-change';
import type { EmailMessage } from '@functions/platform/email';
import { bookingCalendarFile } from './booking-calendar';
import { bookingPath } from './booking-email-content';
import type { BookingMailContext } from './booking-mail-context';
import { notificationEmail } from './notification-email';
import { appLink, type Recipient } from './recipients';

/*
 * The e-mails of a booking change: the customer hears what the company's proposal would change
 * (only what changes, booked → proposed) and why; once they accept, the new booking with its
 * calendar file; the company hears the answer with the customer's name.
 */

const priceText = (state: BookingState) => {
  const type = state.terms.estimate ? ESTIMATE_TYPE_LABELS[state.terms.estimate.type].toLowerCase() : 'price only';
  return `${bookedPriceText(state.terms)} (${type})`;
};

/** 'Move day: Fri, Dec 11, 2026 → Mon, Dec 14, 2026', one line per thing the proposal changes. */
export function changedLines(proposal: Pick<ChangeProposalView, 'before' | 'after' | 'inventory_diff'>): string[] {
  const { before, after } = proposal;
  const rows: Array<[string, string, string]> = [
    ['Move day', formatWeekdayDay(before.move_day), formatWeekdayDay(after.move_day)],
    ['Crew arrives', before.arrival_window.label, after.arrival_window.label],
    ['Price', priceText(before), priceText(after)],
  ];
  const lines = rows.filter(([, was, will]) => was !== will).map(([what, was, will]) => `${what}: ${was} → ${will}`);
  const diff = proposal.inventory_diff;
  if (diff) {
    lines.push(...diff.added.map((line) => `Inventory: adds ${diffLineText(line)}`));
    lines.push(...diff.removed.map((line) => `Inventory: removes ${diffLineText(line)}`));
  }
  return lines;
}

export function customerChangeProposed(
  to: Recipient,
  companyName: string,
  proposal: ChangeProposalView,
  quoteId: string,
) {
  return notificationEmail(
    to,
    `${companyName} proposes a change to your booking`,
    [
      `${companyName} proposes a change to your booked move. What would change:`,
      ...changedLines(proposal),
      `Their reason: ${proposal.reason}`,
      'Accept or decline it on your booking page. If you decline, your booking stays exactly as it is.',
    ],
    { label: 'Answer the proposal', path: bookingPath(quoteId) },
  );
}

/** The customer's own acceptance: the booking as it is now, and its calendar file (same event, updated). */
export function customerChangeAccepted(context: BookingMailContext, proposal: ChangeProposalView): EmailMessage {
  const { move, customer } = context;
  const mail = notificationEmail(
    customer,
    `Your move with ${move.company_name} is changed: ${formatCalendarDay(move.move_day)}, ${move.arrival_window.label}`,
    [
      `You accepted ${move.company_name}’s proposed change. Your booking now reads:`,
      ...changedLines(proposal),
      `Move day: ${formatWeekdayDay(move.move_day)}, crew arrives ${move.arrival_window.label}.`,
    ],
    { label: 'Open your booking', path: bookingPath(move.quote_id) },
    ['The attached calendar file replaces the move in your calendar with the new day and arrival window.'],
  );
  return {
    ...mail,
    attachments: [
      bookingCalendarFile(
        move,
        context.request.from_location,
        context.request.to_location,
        appLink(bookingPath(move.quote_id)),
      ),
    ],
  };
}

export function companyChangeDecided(
  to: Recipient,
  customerName: string,
  accepted: boolean,
  proposal: ChangeProposalView,
  quoteId: string,
) {
  return notificationEmail(
    to,
    `${customerName} ${accepted ? 'accepted' : 'declined'} your proposed change`,
    accepted
      ? [`${customerName} accepted your proposed change. The booking now has it:`, ...changedLines(proposal)]
      : [`${customerName} declined your proposed change. The booking stays as it was.`],
    { label: 'Open the booking', path: bookingPath(quoteId) },
  );
}
