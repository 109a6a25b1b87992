import { findMoveRequest, type MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { quotesOfMove, type QuoteItem } from '@functions/core/data/quote/quotes';
import { findUser } from '@functions/core/data/user/users';
import { eventHandler } from '@functions/platform/event-handler';
import { madeForEarlierInventory } from '@schemas/inventory';
import { notificationEmail } from './notification-email';
import { companyRecipients } from './recipients';
import { sendOnce } from './send-once';

export const INVENTORY_CHANGED_SUBJECT = 'A customer changed the inventory you quoted';

/** Quotes the customer still weighs (sent, not turned down) that priced an earlier inventory than `version`. */
const outdatedQuotes = (quotes: readonly QuoteItem[], version: number) =>
  quotes.filter(
    (quote) =>
      (quote.status === 'QUOTED' || quote.status === 'INVITED_TO_BOOK') &&
      !quote.customer_not_interested_at &&
      madeForEarlierInventory({ status: quote.status, inventory_version: quote.quoted_inventory_version }, version),
  );

const routeOf = (move: MoveRequestItem) =>
  `${move.from_location.city}, ${move.from_location.state} to ${move.to_location.city}, ${move.to_location.state}`;

/**
 * On InventoryChanged: tells each company whose sent quote priced an earlier inventory (or none)
 * that the customer changed what is being moved, so it can review its quote; the lead manager
 * marks such a quote 'made for an earlier inventory'. Once per event and recipient (send-once.ts),
 * each recipient's status-change switch honoured; the customer is named by first name only.
 * Reads: the move request (access pattern 10), its quotes (one Query), the customer's profile
 * (access pattern 1), per company the company and its users (5, 4d). Writes: the e-mail event
 * claims (N1), SES e-mails.
 */
export const handler = eventHandler('InventoryChanged', async (changed, { eventId }) => {
  const [move, quotes, customer] = await Promise.all([
    findMoveRequest(changed.moveRequestId),
    quotesOfMove(changed.moveRequestId, { consistent: true }),
    findUser(changed.customerId),
  ]);
  if (!move || move.withdrawn_at || move.invalidated_at) return;
  const name = customer?.firstName ?? 'The customer';
  const paragraphs = [
    `${name} changed the list of what is being moved for ${routeOf(move)} after you sent your quote. Your quote was made for an earlier inventory.`,
    'Open the lead to see the new inventory, and update your quote if the move has grown or shrunk.',
  ];
  for (const quote of outdatedQuotes(quotes, changed.version)) {
    const company = await companyRecipients(quote.moving_company_id);
    for (const recipient of company?.recipients.filter((r) => r.statusChanges) ?? []) {
      await sendOnce(eventId, recipient.email, () =>
        Promise.resolve(
          notificationEmail(recipient, INVENTORY_CHANGED_SUBJECT, paragraphs, {
            label: 'Open your leads',
            path: '/manage-leads',
          }),
        ),
      );
    }
  }
});
