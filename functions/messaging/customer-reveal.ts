import type { ConversationItem } from '@functions/core/data/conversations';
import { findQuoteOf, movesBookedWith } from '@functions/core/data/quotes';
import { findProfiles, findUser } from '@functions/core/data/users';
import type { MessagingCaller } from './messaging-caller';
import type { CustomerReveal } from './views';

const HIDDEN: CustomerReveal = { revealed: false, lastName: null };

/**
 * What the caller may know of each conversation's customer, by conversation id: the customer
 * knows itself; a company learns the last name only where the customer booked it (its quote
 * BOOKED by the customer: one BatchGet of the quotes, then the booked customers' profiles only).
 */
export async function customerReveals(caller: MessagingCaller, conversations: ConversationItem[]): Promise<Map<string, CustomerReveal>> {
  if (caller.side === 'mover') {
    const self = await findUser(caller.userId);
    return new Map(conversations.map((c) => [c.id, { revealed: true, lastName: self?.lastName ?? null }]));
  }
  const booked = await movesBookedWith(caller.company.id, conversations.map((c) => c.move_request_id));
  const bookedConversations = conversations.filter((c) => booked.has(c.move_request_id));
  const profiles = bookedConversations.length > 0 ? await findProfiles(bookedConversations.map((c) => c.mover_id)) : new Map();
  return new Map(
    conversations.map((c) => [c.id, booked.has(c.move_request_id) ? { revealed: true, lastName: profiles.get(c.mover_id)?.lastName ?? null } : HIDDEN]),
  );
}

/** The same for one conversation (consistent: right after a booking). */
export async function customerRevealOf(caller: MessagingCaller, conversation: ConversationItem): Promise<CustomerReveal> {
  if (caller.side === 'mover') return { revealed: true, lastName: (await findUser(caller.userId))?.lastName ?? null };
  const quote = await findQuoteOf(conversation.move_request_id, conversation.moving_company_id);
  if (quote?.status !== 'BOOKED') return HIDDEN;
  return { revealed: true, lastName: (await findUser(conversation.mover_id))?.lastName ?? null };
}
