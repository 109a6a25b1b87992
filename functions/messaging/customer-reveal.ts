import type { ConversationItem } from '@functions/core/data/conversation/conversations';
import { findQuoteOf, movesBookedWith } from '@functions/core/data/quote/quotes';
import { findProfiles, findUser, type UserItem } from '@functions/core/data/user/users';
import type { MessagingCaller } from './messaging-caller';
import type { CustomerReveal } from './messaging-views';

const HIDDEN: CustomerReveal = { revealed: false, lastName: null };

/**
 * What the caller may know of each conversation's customer, by conversation id: the customer
 * knows itself; a company learns the last name only where the customer booked it (its quote
 * BOOKED by the customer: one BatchGet of the quotes, which carry the last name the booking
 * copied; profiles are read only for quotes booked before it did).
 */
export async function customerReveals(
  caller: MessagingCaller,
  conversations: ConversationItem[],
): Promise<Map<string, CustomerReveal>> {
  if (caller.side === 'mover') {
    const self = await findUser(caller.userId);
    return new Map(conversations.map((c) => [c.id, { revealed: true, lastName: self?.lastName ?? null }]));
  }
  const booked = await movesBookedWith(
    caller.company.id,
    conversations.map((c) => c.move_request_id),
  );
  const unnamed = conversations.filter((c) => booked.has(c.move_request_id) && booked.get(c.move_request_id) === null);
  const profiles =
    unnamed.length > 0 ? await findProfiles(unnamed.map((c) => c.mover_id)) : new Map<string, UserItem>();
  const lastNameOf = (c: ConversationItem) =>
    booked.get(c.move_request_id) ?? profiles.get(c.mover_id)?.lastName ?? null;
  return new Map(
    conversations.map((c) => [
      c.id,
      booked.has(c.move_request_id) ? { revealed: true, lastName: lastNameOf(c) } : HIDDEN,
    ]),
  );
}

/** The same for one conversation (consistent: right after a booking). */
export async function customerRevealOf(
  caller: MessagingCaller,
  conversation: ConversationItem,
): Promise<CustomerReveal> {
  if (caller.side === 'mover') return { revealed: true, lastName: (await findUser(caller.userId))?.lastName ?? null };
  const quote = await findQuoteOf(conversation.move_request_id, conversation.moving_company_id);
  if (quote?.status !== 'BOOKED') return HIDDEN;
  return { revealed: true, lastName: (await findUser(conversation.mover_id))?.lastName ?? null };
}
