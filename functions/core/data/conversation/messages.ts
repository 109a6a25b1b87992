import { Entity, type EntityItem } from 'electrodb';
import { stampMessageItem, type ConversationItem, type ConversationSide } from './conversations';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';
import { transactItem, transactWrite, type TransactItem } from '@functions/core/data/transact-write';

/**
 * A message: CONVERSATION#<conversation_id> / MSG#<created_at>#<id>, in its conversation's
 * partition, so a thread is one Query in time order (docs/messaging.md). The sender's names
 * are copied in at write time (a company sender shows as the person; a customer's last name
 * is masked for the company side at read time). A pay-per-lead company's message stored
 * without a token is payment-pending: hidden from the customer, listed under the company
 * (pendingMessageEntity) until a credit pays for it.
 */
export const messageEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'message', version: '1', service: 'movematch' },
        attributes: {
          id: { type: 'string', required: true, readOnly: true },
          conversation_id: { type: 'string', required: true, readOnly: true },
          sender_id: { type: 'string', required: true, readOnly: true },
          sender_side: { type: ['mover', 'moving_company'] as const, required: true, readOnly: true },
          sender_first_name: { type: 'string', required: true },
          sender_last_name: { type: 'string', required: true },
          content: { type: 'string', required: true },
          is_quick_response: { type: 'boolean', required: true },
          /** Accepted media ids the sender uploaded as 'attachment' (their S3 keys). */
          attachment_media_ids: { type: 'list', items: { type: 'string' } },
          payment_pending_since: { type: 'string' },
          created_at: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          byConversation: {
            pk: {
              field: 'pk',
              composite: ['conversation_id'],
              template: 'CONVERSATION#${conversation_id}',
              casing: 'none',
            },
            sk: { field: 'sk', composite: ['created_at', 'id'], template: 'MSG#${created_at}#${id}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type MessageItem = EntityItem<ReturnType<typeof messageEntity>>;

/**
 * A company's payment-pending message, listed for the release on a credit:
 * COMPANY#<moving_company_id> / PENDINGMSG#<created_at>#<message_id> (oldest first).
 */
export const pendingMessageEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'pendingMessage', version: '1', service: 'movematch' },
        attributes: {
          moving_company_id: { type: 'string', required: true, readOnly: true },
          message_id: { type: 'string', required: true, readOnly: true },
          created_at: { type: 'string', required: true, readOnly: true },
          conversation_id: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          byCompany: {
            pk: {
              field: 'pk',
              composite: ['moving_company_id'],
              template: 'COMPANY#${moving_company_id}',
              casing: 'none',
            },
            sk: {
              field: 'sk',
              composite: ['created_at', 'message_id'],
              template: 'PENDINGMSG#${created_at}#${message_id}',
              casing: 'none',
            },
          },
        },
      },
      entityConfig(),
    ),
);

export type PendingMessageItem = EntityItem<ReturnType<typeof pendingMessageEntity>>;

// ---- Reads ----

/** The thread, oldest first: consistent Query CONVERSATION#<id> begins_with MSG#. */
export async function messagesOf(conversationId: string): Promise<MessageItem[]> {
  const { data } = await messageEntity()
    .query.byConversation({ conversation_id: conversationId })
    .go({ pages: 'all', consistent: true });
  return data;
}

/** One message by its key. */
export async function findMessage(
  key: Pick<MessageItem, 'conversation_id' | 'created_at' | 'id'>,
): Promise<MessageItem | null> {
  const { data } = await messageEntity().get(key).go({ consistent: true });
  return data ?? null;
}

/**
 * One message by id (MessageSent carries no created_at): a just-sent message is among its
 * conversation's newest, so one consistent Query of the newest few, newest first; the whole
 * thread only if it is not there (an old event).
 */
export async function findMessageById(conversationId: string, messageId: string): Promise<MessageItem | null> {
  const query = () => messageEntity().query.byConversation({ conversation_id: conversationId });
  const { data: newest } = await query().go({ order: 'desc', consistent: true, limit: 20 });
  const found = newest.find((m) => m.id === messageId);
  if (found || newest.length < 20) return found ?? null;
  const { data } = await query().go({ order: 'desc', consistent: true, pages: 'all' });
  return data.find((m) => m.id === messageId) ?? null;
}

/** The company's payment-pending messages, oldest first: Query COMPANY#<id> begins_with PENDINGMSG#. */
export async function pendingMessagesOfCompany(companyId: string): Promise<PendingMessageItem[]> {
  const { data } = await pendingMessageEntity()
    .query.byCompany({ moving_company_id: companyId })
    .go({ pages: 'all', consistent: true });
  return data;
}

// ---- Writes ----

export type NewMessage = Omit<MessageItem, 'payment_pending_since'>;

const sideOf = (message: Pick<MessageItem, 'sender_side'>): ConversationSide => message.sender_side;

/** The stamp a message leaves on its conversation (preview, unread time, list order). */
const stampOf = (message: NewMessage, conversation: ConversationItem, at: string) =>
  stampMessageItem({
    conversation,
    side: sideOf(message),
    senderId: message.sender_id,
    content: message.content,
    hasAttachments: (message.attachment_media_ids?.length ?? 0) > 0,
    at,
  });

/**
 * The transact items of a sent message: the message (attribute_not_exists) and its
 * conversation's stamp. With `pending`, the message is stored payment-pending with its
 * pointer under the company, and the conversation is left as the customer knows it.
 */
export function messageWriteItems(
  message: NewMessage,
  conversation: ConversationItem,
  pending = false,
): TransactItem[] {
  if (!pending)
    return [transactItem(messageEntity().create(message)), stampOf(message, conversation, message.created_at)];
  return [
    transactItem(messageEntity().create({ ...message, payment_pending_since: nowIso() })),
    transactItem(
      pendingMessageEntity().create({
        moving_company_id: conversation.moving_company_id,
        message_id: message.id,
        created_at: message.created_at,
        conversation_id: conversation.id,
      }),
    ),
  ];
}

/** Writes a message's items in one transaction; false when a condition refused. */
export async function writeMessage(items: TransactItem[]): Promise<boolean> {
  return (await transactWrite({ message: items })).ok;
}

/**
 * The items that release a payment-pending message once its lead is paid: the pending mark
 * removed (only while pending), the pointer deleted (only while present) and the conversation
 * stamped now (it becomes the customer's newest unread message).
 */
export function releasePendingMessageItems(message: MessageItem, conversation: ConversationItem): TransactItem[] {
  return [
    transactItem(
      messageEntity()
        .patch({ conversation_id: message.conversation_id, created_at: message.created_at, id: message.id })
        .remove(['payment_pending_since'])
        .where((attr, op) => op.exists(attr.payment_pending_since)),
    ),
    transactItem(
      pendingMessageEntity()
        .delete({
          moving_company_id: conversation.moving_company_id,
          created_at: message.created_at,
          message_id: message.id,
        })
        .where((attr, op) => op.exists(attr.message_id)),
    ),
    stampOf(message, conversation, nowIso()),
  ];
}

/** Drops a pointer whose message is gone or already released (never blocks the queue). */
export async function dropPendingPointer(pointer: PendingMessageItem): Promise<void> {
  await pendingMessageEntity().delete(pointer).go({ response: 'none' });
}
