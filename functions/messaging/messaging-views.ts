import type { Conversation, Message } from '@schemas/messaging';
import {
  isUnreadFor,
  type ConversationItem,
  type ConversationSide,
} from '@functions/core/data/conversation/conversations';
import type { MessageItem } from '@functions/core/data/conversation/messages';
import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import type { MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { imageUrl } from '@functions/platform/images';

/*
 * The one place conversations and messages take their API shape. Contact privacy: the company
 * side sees the customer's first name and from-city only; the last name only once the customer
 * booked that company (its quote BOOKED, as toCompanyView decides); never an e-mail, phone or
 * street (none is stored on a conversation or message). The handlers, live delivery and the
 * message e-mails all shape through here.
 */

/** What the viewer may know of the customer: `revealed` is the viewer being the customer, or the company after the customer's booking. */
export interface CustomerReveal {
  revealed: boolean;
  /** The customer's last name, read only when revealed. */
  lastName: string | null;
}

export function toMessage(message: MessageItem, viewer: ConversationSide, reveal: CustomerReveal): Message {
  const customerMasked = message.sender_side === 'mover' && viewer === 'moving_company' && !reveal.revealed;
  return {
    id: message.id,
    conversation_id: message.conversation_id,
    sender_id: message.sender_id,
    sender: { firstName: message.sender_first_name, lastName: customerMasked ? null : message.sender_last_name },
    content: message.content,
    is_quick_response: message.is_quick_response,
    attachments: (message.attachment_media_ids ?? []).map((id) => ({ id, media: { url: imageUrl(id)! } })),
    created_at: message.created_at,
  };
}

export function toConversation(
  conversation: ConversationItem,
  viewer: ConversationSide,
  company: MovingCompanyItem | null,
  reveal: CustomerReveal,
  messages?: MessageItem[],
  /** The company's list: the move's destination and first day tell customers of one first name apart. */
  move?: Pick<MoveRequestItem, 'to_location' | 'start_date'>,
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
    move_request: {
      id: conversation.move_request_id,
      from_location: { city: conversation.from_city, state: conversation.from_state },
      ...(move
        ? {
            to_location: { city: move.to_location.city, state: move.to_location.state },
            date_range_start: move.start_date,
          }
        : {}),
    },
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
