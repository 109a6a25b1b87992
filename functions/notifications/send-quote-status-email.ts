import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { findQuoteOf } from '@functions/core/data/quote/quotes';
import {
  closeQuoteRequestEmailWindow,
  openQuoteRequestEmailWindow,
} from '@functions/core/data/notifications/quote-request-email-window';
import { eventHandler } from '@functions/platform/event-handler';
import { COMPANY_CHANGES, companyEmail, CUSTOMER_CHANGES, customerEmail } from './quote-status-content';
import { companyRecipients, customerNameForCompany, customerRecipient } from './recipients';
import { sendOnce } from './send-once';
import { bookingMailContext } from './booking-mail-context';
import { companyBookingConfirmation, customerBookingConfirmation } from './booking-email-content';
import { sendBookingEmails } from './send-booking-emails';
import { companyCustomerCancelled, customerCancellationConfirmation } from './customer-cancellation-content';

const includes = (list: readonly string[], value: string) => list.includes(value);

/**
 * On QuoteStatusChanged: a booking's confirmation to both sides (day, window, addresses, terms
 * as booked and a calendar file; booking-email-content.ts); a customer's cancellation of a booked
 * move to both sides (their reason, the deposit's outcome; customer-cancellation-content.ts); e-mails the company when a customer
 * requests a quote (or again) or cancels (or books a quote without a booked move); the customer when a company quotes or updates a quote, unless they have booked another company meanwhile. A company's e-mail
 * goes to each of its users whose switch is on (and its business address when ticked,
 * recipients.ts). Each recipient's status_change_notifications switch is honoured, each e-mail
 * is sent once per event id and recipient (send-once.ts), a company hears of one customer's
 * new requests at most once a day (quote-request-email-window.ts), and it reads the customer's
 * last name only once the quote is BOOKED.
 * Reads: the user's profile (access pattern 1), the company (access pattern 5), the company's users (access pattern 4d),
 * the move request (access pattern 10), the company's quote of the move. Writes: the e-mail event claim (access pattern N1),
 * the new-quote-request window (access pattern 4e) (requests only), SES e-mails.
 */
export const handler = eventHandler('QuoteStatusChanged', async (change, { eventId }) => {
  if (change.change === 'booked') {
    // A booking with a day and window: both sides get the confirmation with the calendar file.
    const booking = await bookingMailContext(change.quoteId);
    if (booking?.move.stage === 'UPCOMING') {
      await sendBookingEmails(eventId, booking, {
        customer: customerBookingConfirmation,
        company: companyBookingConfirmation,
      });
      return;
    }
  }
  if (change.change === 'cancelled') {
    // The customer cancelled a booked move: both sides hear of it, with the deposit's outcome.
    const booking = await bookingMailContext(change.quoteId);
    if (booking?.move.stage === 'CANCELLED' && booking.move.cancelled_by === 'customer') {
      await sendBookingEmails(eventId, booking, {
        customer: customerCancellationConfirmation,
        company: companyCustomerCancelled,
      });
      return;
    }
  }
  const toCompany = includes(COMPANY_CHANGES, change.change);
  if (!toCompany && !includes(CUSTOMER_CHANGES, change.change)) return;
  const [customer, company] = await Promise.all([
    customerRecipient(change.customerId),
    companyRecipients(change.companyId),
  ]);
  if (!customer || !company) return;

  if (!toCompany) {
    if (!customer.statusChanges) return;
    await sendOnce(eventId, customer.email, async () => {
      const [quote, move] = await Promise.all([
        findQuoteOf(change.moveRequestId, change.companyId),
        findMoveRequest(change.moveRequestId, { consistent: true }),
      ]);
      // A customer who booked another company hears no more of other quotes.
      if (!quote || (move?.booked_quote_id && move.booked_quote_id !== quote.id)) return null;
      return customerEmail(change, customer, company.companyName, quote);
    });
    return;
  }

  const recipients = company.recipients.filter((recipient) => recipient.statusChanges);
  if (recipients.length === 0) return;
  const window = { companyId: change.companyId, customerId: change.customerId };
  const isRequest = change.change === 'requested';
  if (isRequest && !(await openQuoteRequestEmailWindow(window, eventId))) return;
  const [name, move] = await Promise.all([
    customerNameForCompany(customer.customer, change.companyId),
    findMoveRequest(change.moveRequestId),
  ]);
  try {
    for (const recipient of recipients) {
      await sendOnce(eventId, recipient.email, async () =>
        (await findQuoteOf(change.moveRequestId, change.companyId))
          ? companyEmail(change, recipient, name, move)
          : null,
      );
    }
  } catch (error) {
    if (isRequest) await closeQuoteRequestEmailWindow(window, eventId);
    throw error;
  }
});
