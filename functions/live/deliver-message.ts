import type { EventDetail } from '@schemas/events';
import { unreadConversationIds } from '@functions/core/data/conversation/conversation-unread';
import {
  findConversation,
  isUnreadFor,
  type ConversationItem,
  type ConversationSide,
} from '@functions/core/data/conversation/conversations';
import { findMessageById } from '@functions/core/data/conversation/messages';
import { findQuoteOf } from '@functions/core/data/quote/quotes';
import { eventHandler } from '@functions/platform/event-handler';
import { pushToCompany, pushToUser } from './live-push';
import { logger } from '@functions/platform/logger';
import { toMessage } from '@functions/messaging';

/**
 * The side's unread conversation count, as GET /unread-count answers it. The unread index is
 * eventually consistent, so this conversation is taken from the consistent read the caller
 * made: the count a push carries already includes the message that caused it.
 */
async function unreadCountOf(side: ConversationSide, conversation: ConversationItem): Promise<number> {
  const owner = side === 'mover' ? conversation.mover_id : conversation.moving_company_id;
  const others = (await unreadConversationIds(side, owner)).filter((id) => id !== conversation.id).length;
  return others + (isUnreadFor(conversation, side) ? 1 : 0);
}

/**
 * On MessageSent: pushes the message to every open socket of both sides (the recipients, and
 * the sender's other tabs), each side seeing exactly what GET /conversation/{id} shows it
 * (the company sees a customer's last name only after the customer booked it), and the new
 * unread count to the recipient side. A payment-pending message reaches the company side only,
 * as it stays hidden from the customer until paid.
 */
export async function deliverMessage(detail: EventDetail<'MessageSent'>): Promise<void> {
  const [message, conversation] = await Promise.all([
    findMessageById(detail.conversationId, detail.messageId),
    findConversation(detail.conversationId),
  ]);
  if (!message || !conversation) {
    logger.warn('Live delivery: message or conversation not found', { ...detail });
    return;
  }
  const visibleToCustomer = !message.payment_pending_since;
  const recipientSide: ConversationSide = message.sender_side === 'mover' ? 'moving_company' : 'mover';
  const [quote, unread] = await Promise.all([
    findQuoteOf(conversation.move_request_id, conversation.moving_company_id),
    recipientSide === 'mover' && !visibleToCustomer ? null : unreadCountOf(recipientSide, conversation),
  ]);
  const booked = quote?.status === 'BOOKED';
  const conversationId = conversation.id;

  const pushes: Array<Promise<unknown>> = [
    pushToCompany(conversation.moving_company_id, {
      type: 'message',
      conversation_id: conversationId,
      message: toMessage(message, 'moving_company', { revealed: booked, lastName: null }),
    }),
  ];
  if (visibleToCustomer) {
    pushes.push(
      pushToUser(conversation.mover_id, {
        type: 'message',
        conversation_id: conversationId,
        message: toMessage(message, 'mover', { revealed: true, lastName: null }),
      }),
    );
  }
  if (unread !== null) {
    const event = { type: 'unread', unread_conversations: unread } as const;
    pushes.push(
      recipientSide === 'moving_company'
        ? pushToCompany(conversation.moving_company_id, event)
        : pushToUser(conversation.mover_id, event),
    );
  }
  await Promise.all(pushes);
}

export const handler = eventHandler('MessageSent', deliverMessage);
