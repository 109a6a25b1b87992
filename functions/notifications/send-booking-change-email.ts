import type { EventDetail } from '@schemas/events';
import { changeHistoryOf, pendingProposalOf } from '@functions/core/data/quote/booked-move-changes';
import { findBookedMove } from '@functions/core/data/quote/booked-moves';
import { multiEventHandler, type EventMeta } from '@functions/platform/event-handler';
import { companyChangeDecided, customerChangeAccepted, customerChangeProposed } from './booking-change-content';
import { bookingMailContext } from './booking-mail-context';
import { customerNameForCompany, customerRecipient } from './recipients';
import { sendOnce } from './send-once';

/** The company proposed a change: the customer (switch on) hears what would change and why. */
async function proposed({ quoteId, proposalId }: EventDetail<'BookingChangeProposed'>, { eventId }: EventMeta) {
  const move = await findBookedMove(quoteId);
  const proposal = move && pendingProposalOf(move);
  const customer = move && (await customerRecipient(move.customer_id));
  // Answered or withdrawn before this ran: nothing is waiting any more.
  if (!move || proposal?.id !== proposalId || !customer?.statusChanges) return;
  await sendOnce(eventId, customer.email, () =>
    Promise.resolve(customerChangeProposed(customer, move.company_name, proposal, quoteId)),
  );
}

/**
 * The customer answered: on acceptance they get the changed booking with its calendar file
 * (always: it replaces the one they hold), and each of the company's users (switch on) gets one
 * e-mail naming the customer and what changed.
 */
async function decided({ quoteId, proposalId, decision }: EventDetail<'BookingChangeDecided'>, { eventId }: EventMeta) {
  const context = await bookingMailContext(quoteId);
  const change = context && changeHistoryOf(context.move).find((decidedChange) => decidedChange.id === proposalId);
  if (!context || !change) return;
  const accepted = decision === 'ACCEPTED';
  if (accepted)
    await sendOnce(eventId, context.customer.email, () => Promise.resolve(customerChangeAccepted(context, change)));
  const customerName = await customerNameForCompany(context.customer.customer, context.move.moving_company_id);
  for (const recipient of context.companySide.recipients.filter((r) => r.statusChanges)) {
    await sendOnce(eventId, recipient.email, () =>
      Promise.resolve(companyChangeDecided(recipient, customerName, accepted, change, quoteId)),
    );
  }
}

/**
 * On BookingChangeProposed and BookingChangeDecided: the change's e-mails
 * (booking-change-content.ts), once per event and recipient.
 * Reads: the booked move, the move request, the company, the recipients' profiles (and the
 * company's users). Writes: the e-mail event claims, SES e-mails.
 */
export const handler = multiEventHandler({ BookingChangeProposed: proposed, BookingChangeDecided: decided });
