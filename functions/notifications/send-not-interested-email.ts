import { findMoveRequest, type MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { findUser } from '@functions/core/data/user/users';
import { eventHandler } from '@functions/platform/event-handler';
import { notificationEmail } from './notification-email';
import { companyRecipients } from './recipients';
import { sendOnce } from './send-once';

export const NOT_INTERESTED_SUBJECT = 'A customer chose other companies for their move';

/** 'Raleigh, NC to Durham, NC': all of the move a company needs to know which lead this is. */
const routeOf = (move: MoveRequestItem | null) =>
  move
    ? `${move.from_location.city}, ${move.from_location.state} to ${move.to_location.city}, ${move.to_location.state}`
    : 'their move';

/**
 * On QuoteNotInterested: tells each of the company's users (and its business address when
 * ticked, recipients.ts) politely that the customer is not interested in the quote it sent
 * without being asked, and that its token for the lead came back when it did. Once per event
 * and recipient (send-once.ts), each recipient's status-change switch honoured; the customer is
 * named by first name only (no booking).
 * Reads: the company (access pattern 5), its users (access pattern 4d), the customer's profile
 * (access pattern 1), the move request (access pattern 10). Writes: the e-mail event claim
 * (access pattern N1), SES e-mails.
 */
export const handler = eventHandler('QuoteNotInterested', async (turnedDown, { eventId }) => {
  const [company, customer, move] = await Promise.all([
    companyRecipients(turnedDown.companyId),
    findUser(turnedDown.customerId),
    findMoveRequest(turnedDown.moveRequestId),
  ]);
  if (!company) return;
  const name = customer?.firstName ?? 'The customer';
  const paragraphs = [
    `Thank you for reaching out to ${name} about ${routeOf(move)}. ${name} has chosen to hear only from the companies they asked, so your quote is no longer shown to them.`,
    ...(turnedDown.tokenRefunded ? ['The lead token you spent on this move has been returned to your balance.'] : []),
  ];
  for (const recipient of company.recipients.filter((r) => r.statusChanges)) {
    await sendOnce(eventId, recipient.email, () =>
      Promise.resolve(
        notificationEmail(recipient, NOT_INTERESTED_SUBJECT, paragraphs, {
          label: 'Find other leads',
          path: '/find-leads',
        }),
      ),
    );
  }
});
