import { findMoveRequest } from '@functions/core/data/move-requests';
import { findQuoteOf } from '@functions/core/data/quotes';
import { eventHandler } from '@functions/core/event-handler';
import { COMPANY_CHANGES, companyEmail, CUSTOMER_CHANGES, customerEmail } from './quote-status-content';
import { companyRecipient, customerNameForCompany, customerRecipient } from './recipients';
import { sendOnce } from './send-once';

const includes = (list: readonly string[], value: string) => list.includes(value);

/**
 * On QuoteStatusChanged: e-mails the company when a customer requests a quote (or again),
 * books or cancels; the customer when a company quotes or updates a quote. Each recipient's
 * status_change_notifications switch is honoured, each e-mail is sent once per event id
 * (send-once.ts), and a company reads the customer's last name only once the quote is BOOKED.
 * Reads: USER#<customer>/PROFILE, COMPANY#<id>/PROFILE, gsi1 USERS EMAIL#<company e-mail>,
 * MOVE#<id>/REQUEST, MOVE#<id>/QUOTE#<company>. Writes: EMAIL_EVENT#<event>#<to>/CLAIM, one SES e-mail.
 */
export const handler = eventHandler('QuoteStatusChanged', async (change, { eventId }) => {
  const toCompany = includes(COMPANY_CHANGES, change.change);
  if (!toCompany && !includes(CUSTOMER_CHANGES, change.change)) return;
  const [customer, company] = await Promise.all([customerRecipient(change.customerId), companyRecipient(change.companyId)]);
  if (!customer || !company) return;
  const recipient = toCompany ? company : customer;
  if (!recipient.statusChanges) return;

  await sendOnce(eventId, recipient.email, async () => {
    const quote = await findQuoteOf(change.moveRequestId, change.companyId);
    if (!quote) return null;
    if (!toCompany) return customerEmail(change, customer, company.companyName, quote);
    const [name, move] = await Promise.all([customerNameForCompany(customer.customer, change.companyId), findMoveRequest(change.moveRequestId)]);
    return companyEmail(change, company, name, move);
  });
});
