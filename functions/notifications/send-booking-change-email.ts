import type { EventDetail } from '@schemas/events';
import { findBookedMove } from '@functions/core/data/quote/booked-moves';
import { multiEventHandler, type EventMeta } from '@functions/platform/event-handler';
import { renderEmail } from './email-template';
import { appLink, companyRecipients, customerRecipient, EMAIL_SETTINGS_PATH, type Recipient } from './recipients';
import { sendOnce } from './send-once';

const bookingPath = (quoteId: string) => `/bookings/${encodeURIComponent(quoteId)}`;

function changeEmail(to: Recipient, subject: string, paragraphs: string[], quoteId: string) {
  const rendered = renderEmail({
    greeting: `Hi ${to.greetingName},`,
    paragraphs,
    button: { label: 'Open the booking', href: appLink(bookingPath(quoteId)) },
    settingsHref: appLink(EMAIL_SETTINGS_PATH),
  });
  return { to: to.email, subject, ...rendered };
}

/** The company proposed a change: the customer is asked to answer it on the booking page. */
async function proposed({ quoteId }: EventDetail<'BookingChangeProposed'>, { eventId }: EventMeta) {
  const move = await findBookedMove(quoteId);
  const customer = move && (await customerRecipient(move.customer_id));
  if (!move || !customer?.statusChanges) return;
  await sendOnce(eventId, customer.email, () =>
    Promise.resolve(
      changeEmail(
        customer,
        `${move.company_name} proposes a change to your booking`,
        [
          `${move.company_name} proposes a change to your booked move. See what would change and why, then accept or decline it.`,
          'If you decline, your booking stays exactly as it is.',
        ],
        quoteId,
      ),
    ),
  );
}

/** The customer answered: each of the company's users (switch on) hears which way. */
async function decided({ quoteId, decision }: EventDetail<'BookingChangeDecided'>, { eventId }: EventMeta) {
  const move = await findBookedMove(quoteId);
  const company = move && (await companyRecipients(move.moving_company_id));
  if (!move || !company) return;
  const accepted = decision === 'ACCEPTED';
  const subject = accepted
    ? 'The customer accepted your proposed change'
    : 'The customer declined your proposed change';
  const line = accepted
    ? 'The customer accepted your proposed change. The booking now has the new day, window and terms.'
    : 'The customer declined your proposed change. The booking stays as it was.';
  for (const recipient of company.recipients.filter((r) => r.statusChanges)) {
    await sendOnce(eventId, recipient.email, () => Promise.resolve(changeEmail(recipient, subject, [line], quoteId)));
  }
}

/**
 * On BookingChangeProposed and BookingChangeDecided: e-mails the customer a company's proposal
 * and the company the customer's answer, once per event and recipient, each recipient's
 * status-change switch honoured. Reads: the booked move, the recipients' profiles (and the
 * company's users). Writes: the e-mail event claims, SES e-mails.
 */
export const handler = multiEventHandler({ BookingChangeProposed: proposed, BookingChangeDecided: decided });
