import type { Conversation } from '@schemas/messaging';
import { isUnreadFor, type ConversationItem, type ConversationSide } from '@functions/core/data/conversations';
import type { MessageItem } from '@functions/core/data/messages';
import type { MovingCompanyItem } from '@functions/core/data/moving-companies';
import { imageUrl } from '@functions/core/images';
import { toMessage, type CustomerReveal } from '@functions/core/message-views';

/*
 * The one place conversations and messages take their API shape. Contact privacy: the company
 * side sees the customer's first name and from-city only; the last name only once the customer
 * booked that company (its quote BOOKED, as toCompanyView decides); never an e-mail, phone or
 * street (none is stored on a conversation or message).
 */

// A message's shape is shared with live delivery (functions/live), so it lives in functions/core.
export { toMessage, type CustomerReveal } from '@functions/core/message-views';

export function toConversation(
  conversation: ConversationItem,
  viewer: ConversationSide,
  company: MovingCompanyItem | null,
  reveal: CustomerReveal,
  messages?: MessageItem[],
): Conversation {
  return {
    id: conversation.id,
    mover_id: conversation.mover_id,
    move_request_id: conversation.move_request_id,
    moving_company_id: conversation.moving_company_id,
    updated_at: conversation.updated_at,
    mover_last_viewed_at: conversation.mover_last_viewed_at ?? null,
    moving_company_last_viewed_at: conversation.moving_company_last_viewed_at ?? null,
    moving_company: {
      name: company?.name ?? '',
      logo_image_url: imageUrl(company?.logo_mediaId),
      city: company?.city ?? null,
      state: company?.state || null,
    },
    mover: { firstName: conversation.mover_first_name, lastName: reveal.revealed ? reveal.lastName : null },
    move_request: { id: conversation.move_request_id, from_location: { city: conversation.from_city, state: conversation.from_state } },
    last_message: conversation.last_message_at
      ? {
          content: conversation.last_message_content ?? '',
          created_at: conversation.last_message_at,
          sender_id: conversation.last_message_sender_id ?? '',
          has_attachments: conversation.last_message_has_attachments ?? false,
        }
      : null,
    unread: isUnreadFor(conversation, viewer),
    ...(messages ? { messages: messages.map((m) => toMessage(m, viewer, reveal)) } : {}),
  };
}
