import type { Message } from '@schemas/messaging';
import type { ConversationSide } from './data/conversations';
import type { MessageItem } from './data/messages';
import { imageUrl } from './images';

/*
 * A message's API shape, shared by the messaging routes and live delivery (functions/live), so
 * a pushed message shows exactly what GET /conversation/{id} shows that viewer. Contact
 * privacy: the company side sees a customer sender's last name only once the customer booked
 * that company (its quote BOOKED, as toCompanyView decides).
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
