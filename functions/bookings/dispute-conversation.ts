import type { DisputeMessage } from '@schemas/booking-completion';
import { findConversationIdOf } from '@functions/core/data/conversation/conversations';
import { messagesOf } from '@functions/core/data/conversation/messages';
import type { BookedMoveItem } from '@functions/core/data/quote/booked-moves';

/** The most of a conversation the admin's dispute row shows: its latest messages. */
export const DISPUTE_CONVERSATION_MAX = 50;

/**
 * The customer's and the company's conversation about this move, oldest first, for the admin
 * resolving its dispute: the latest DISPUTE_CONVERSATION_MAX messages each side could read
 * (a message waiting for the company's payment never reached the customer).
 * Reads: GetItem of the conversation's key record, Query CONVERSATION#<id> begins_with MSG#.
 */
export async function disputeConversation(move: BookedMoveItem): Promise<DisputeMessage[]> {
  const id = await findConversationIdOf({
    mover_id: move.customer_id,
    move_request_id: move.move_request_id,
    moving_company_id: move.moving_company_id,
  });
  if (!id) return [];
  const delivered = (await messagesOf(id)).filter((message) => !message.payment_pending_since);
  return delivered.slice(-DISPUTE_CONVERSATION_MAX).map((message) => ({
    side: message.sender_side === 'mover' ? 'customer' : 'company',
    sender: `${message.sender_first_name} ${message.sender_last_name}`.trim(),
    content: message.content,
    at: message.created_at,
  }));
}
