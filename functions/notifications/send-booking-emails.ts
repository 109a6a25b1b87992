import type { EmailMessage } from '@functions/platform/email';
import type { BookingMailContext } from './booking-mail-context';
import type { Recipient } from './recipients';
import { sendOnce } from './send-once';

/** A booked move's e-mail to each side, as its content functions make it. */
export interface BookingEmails {
  customer?: (context: BookingMailContext) => EmailMessage;
  company?: (context: BookingMailContext, to: Recipient, customerName: string) => EmailMessage;
}

/**
 * Sends one event's booking e-mails: the customer's and each company user's (and the business
 * address when ticked, recipients.ts), each under its status-change switch and at most once per
 * event and recipient (send-once.ts). The company holds the booking: it reads the full name.
 */
export async function sendBookingEmails(eventId: string, context: BookingMailContext, emails: BookingEmails) {
  const { customer, companySide } = context;
  const make = emails.customer;
  if (make && customer.statusChanges) await sendOnce(eventId, customer.email, () => Promise.resolve(make(context)));
  const makeCompany = emails.company;
  if (!makeCompany) return;
  const customerName = `${customer.customer.firstName} ${customer.customer.lastName}`;
  for (const recipient of companySide.recipients.filter((r) => r.statusChanges)) {
    await sendOnce(eventId, recipient.email, () => Promise.resolve(makeCompany(context, recipient, customerName)));
  }
}
