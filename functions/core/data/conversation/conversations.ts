import { Entity, type EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';
import { transactItem, transactWrite, type TransactItem } from '@functions/core/data/transact-write';

/**
 * A conversation: one customer, one move request, one moving company (docs/messaging.md).
 * Keys (casing 'none'):
 * - main: CONVERSATION#<id> / META, next to its messages (CONVERSATION#<id> / MSG#..., messages.ts);
 * - gsi2 byMover: MOVER#<mover_id>#CONVERSATIONS / <updated_at>#<id>, the customer's list;
 * - gsi3 byCompany: COMPANY#<moving_company_id>#CONVERSATIONS / <updated_at>#<id>, the company's list.
 * Both lists sort by updated_at (a message moves the conversation to the top). The customer's
 * first name and the move's from-city are copied in at creation so a company's list of many
 * conversations reads one item per conversation (plus its quote for the booking reveal).
 * - sparse gsi4 UNREAD#MOVER#<mover_id> / <id> and gsi5 UNREAD#COMPANY#<company_id> / <id>
 *   (not ElectroDB indexes): present only while the conversation is unread for that side, so
 *   the unread count reads the unread conversations only, never the whole list.
 * Unread for a side: the other side's message stamped the side's unread keys and no view of
 * the side covering that message (view time >= the other side's newest message) removed them.
 */
export const conversationEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'conversation', version: '1', service: 'movematch' },
        attributes: {
          id: { type: 'string', required: true, readOnly: true },
          mover_id: { type: 'string', required: true, readOnly: true },
          move_request_id: { type: 'string', required: true, readOnly: true },
          moving_company_id: { type: 'string', required: true, readOnly: true },
          mover_first_name: { type: 'string', required: true },
          from_city: { type: 'string', required: true },
          from_state: { type: 'string', required: true },
          mover_last_viewed_at: { type: 'string' },
          moving_company_last_viewed_at: { type: 'string' },
          /** The newest message each side sent (unread: the other side's is newer than my last view). */
          last_mover_message_at: { type: 'string' },
          last_company_message_at: { type: 'string' },
          /** The newest message's preview for the list. */
          last_message_content: { type: 'string' },
          last_message_at: { type: 'string' },
          last_message_sender_id: { type: 'string' },
          last_message_has_attachments: { type: 'boolean' },
          /** gsi4, sparse: UNREAD#MOVER#<mover_id> / <id> while unread for the customer. */
          mover_unread_key: { type: 'string', field: 'gsi4pk' },
          mover_unread_sort: { type: 'string', field: 'gsi4sk' },
          /** gsi5, sparse: UNREAD#COMPANY#<company_id> / <id> while unread for the company. */
          company_unread_key: { type: 'string', field: 'gsi5pk' },
          company_unread_sort: { type: 'string', field: 'gsi5sk' },
          created_at: { type: 'string', readOnly: true, default: nowIso },
          updated_at: { type: 'string', required: true },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['id'], template: 'CONVERSATION#${id}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'META', casing: 'none' },
          },
          byMover: {
            index: 'gsi2',
            pk: {
              field: 'gsi2pk',
              composite: ['mover_id'],
              template: 'MOVER#${mover_id}#CONVERSATIONS',
              casing: 'none',
            },
            sk: { field: 'gsi2sk', composite: ['updated_at', 'id'], template: '${updated_at}#${id}', casing: 'none' },
          },
          byCompany: {
            index: 'gsi3',
            pk: {
              field: 'gsi3pk',
              composite: ['moving_company_id'],
              template: 'COMPANY#${moving_company_id}#CONVERSATIONS',
              casing: 'none',
            },
            sk: { field: 'gsi3sk', composite: ['updated_at', 'id'], template: '${updated_at}#${id}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type ConversationItem = EntityItem<ReturnType<typeof conversationEntity>>;

/**
 * The uniqueness record of a (customer, move request, company) triple:
 * MOVE#<move_request_id> / CONVERSATION#<moving_company_id>#<mover_id>, next to the move's
 * quotes. Created with the conversation in one transaction (attribute_not_exists), so
 * parallel POST /conversation calls for the same three open one conversation.
 */
export const conversationKeyEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'conversationKey', version: '1', service: 'movematch' },
        attributes: {
          mover_id: { type: 'string', required: true, readOnly: true },
          move_request_id: { type: 'string', required: true, readOnly: true },
          moving_company_id: { type: 'string', required: true, readOnly: true },
          conversation_id: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          byTriple: {
            pk: { field: 'pk', composite: ['move_request_id'], template: 'MOVE#${move_request_id}', casing: 'none' },
            sk: {
              field: 'sk',
              composite: ['moving_company_id', 'mover_id'],
              template: 'CONVERSATION#${moving_company_id}#${mover_id}',
              casing: 'none',
            },
          },
        },
      },
      entityConfig(),
    ),
);

export interface ConversationTriple {
  mover_id: string;
  move_request_id: string;
  moving_company_id: string;
}

/** The side of a conversation a user speaks for. */
export type ConversationSide = 'mover' | 'moving_company';

// ---- Reads ----

/** GetItem CONVERSATION#<id>/META (consistent: the last-viewed and preview right after a write). */
export async function findConversation(id: string): Promise<ConversationItem | null> {
  const { data } = await conversationEntity().get({ id }).go({ consistent: true });
  return data ?? null;
}

/** The conversation id of the three, or null: one consistent GetItem of the uniqueness record. */
export async function findConversationIdOf(triple: ConversationTriple): Promise<string | null> {
  const { data } = await conversationKeyEntity().get(triple).go({ consistent: true });
  return data?.conversation_id ?? null;
}

/** The customer's conversations, newest first: Query gsi2 MOVER#<id>#CONVERSATIONS backwards. */
export async function conversationsOfMover(moverId: string): Promise<ConversationItem[]> {
  const { data } = await conversationEntity().query.byMover({ mover_id: moverId }).go({ pages: 'all', order: 'desc' });
  return data;
}

/** A conversation's place in its side's list (the index sort key's parts): where a page ends. */
export interface ConversationPosition {
  updated_at: string;
  id: string;
}

export interface ConversationPage {
  conversations: ConversationItem[];
  /** Set while more may follow: the last conversation's position (the next page starts after it). */
  next: ConversationPosition | null;
}

/**
 * One page of a side's list, newest first, after `after`: access pattern C3 (a customer's)
 * or C4 (a company's), backwards after the position with Limit = size,
 * so it reads exactly the conversations it returns. `next` is set when DynamoDB stopped at the
 * limit (a last page that is exactly full is followed by one empty page).
 */
export async function conversationPage(
  side: ConversationSide,
  ownerId: string,
  size: number,
  after?: ConversationPosition,
): Promise<ConversationPage> {
  const query =
    side === 'mover'
      ? conversationEntity().query.byMover({ mover_id: ownerId })
      : conversationEntity().query.byCompany({ moving_company_id: ownerId });
  const ranged = after ? query.lt(after) : query;
  const { data, cursor } = await ranged.go({ order: 'desc', limit: size });
  const last = data.at(-1);
  return { conversations: data, next: cursor && last ? { updated_at: last.updated_at, id: last.id } : null };
}

/** The sparse index a side's unread conversations are filed in, and the attributes holding its keys. */
export const UNREAD_INDEX = {
  mover: {
    index: 'gsi4',
    pkField: 'gsi4pk',
    skField: 'gsi4sk',
    key: 'mover_unread_key',
    sort: 'mover_unread_sort',
    prefix: 'UNREAD#MOVER#',
  },
  moving_company: {
    index: 'gsi5',
    pkField: 'gsi5pk',
    skField: 'gsi5sk',
    key: 'company_unread_key',
    sort: 'company_unread_sort',
    prefix: 'UNREAD#COMPANY#',
  },
} as const;

/** The keys that file a conversation as unread for a side (its owner's partition, the conversation id). */
export function unreadKeysFor(
  conversation: Pick<ConversationItem, 'id' | 'mover_id' | 'moving_company_id'>,
  side: ConversationSide,
): Record<string, string> {
  const index = UNREAD_INDEX[side];
  const owner = side === 'mover' ? conversation.mover_id : conversation.moving_company_id;
  return { [index.key]: `${index.prefix}${owner}`, [index.sort]: conversation.id };
}

/** Unread for a side: filed in the side's sparse unread index (see the entity's comment). */
export function isUnreadFor(conversation: ConversationItem, side: ConversationSide): boolean {
  return Boolean(conversation[UNREAD_INDEX[side].key]);
}

// ---- Writes ----

export interface NewConversation extends ConversationTriple {
  mover_first_name: string;
  from_city: string;
  from_state: string;
}

/**
 * Opens the conversation of the three once: one transaction of the conversation and its
 * uniqueness record, both attribute_not_exists. A parallel (or earlier) open wins: its id is
 * answered. `created` says whether this call opened it.
 */
export async function openConversation(conversation: NewConversation): Promise<{ id: string; created: boolean }> {
  const existing = await findConversationIdOf(conversation);
  if (existing) return { id: existing, created: false };
  const id = ulid();
  const now = nowIso();
  const outcome = await transactWrite({
    conversation: transactItem(conversationEntity().create({ ...conversation, id, created_at: now, updated_at: now })),
    uniqueness: transactItem(conversationKeyEntity().create({ ...conversation, conversation_id: id })),
  });
  if (outcome.ok) return { id, created: true };
  const winner = await findConversationIdOf(conversation);
  if (!winner) throw new Error(`Conversation open refused without a winner: ${outcome.ok ? '' : outcome.reasons}`);
  return { id: winner, created: false };
}

/** What a message leaves on its conversation (the list's preview, the unread times). */
export interface MessageStamp {
  conversation: Pick<ConversationItem, 'id' | 'mover_id' | 'moving_company_id'>;
  side: ConversationSide;
  senderId: string;
  content: string;
  hasAttachments: boolean;
  at: string;
}

/**
 * The transact item that moves a conversation to the top of both lists with a message's
 * preview and files it unread for the other side (written with the message itself,
 * messages.ts, so a message and its unread mark cannot part). Only an existing conversation (patch).
 * Two messages sent in the same millisecond may leave either as the preview; both are stored.
 */
export function stampMessageItem(stamp: MessageStamp): TransactItem {
  const { conversation, side, at } = stamp;
  const sideField = side === 'mover' ? 'last_mover_message_at' : 'last_company_message_at';
  const recipient: ConversationSide = side === 'mover' ? 'moving_company' : 'mover';
  return transactItem(
    conversationEntity()
      .patch({ id: conversation.id })
      .set({
        ...unreadKeysFor(conversation, recipient),
        updated_at: at,
        [sideField]: at,
        last_message_content: stamp.content,
        last_message_at: at,
        last_message_sender_id: stamp.senderId,
        last_message_has_attachments: stamp.hasAttachments,
      }),
  );
}

/**
 * Sets the side's last-viewed time (never backwards), then takes the conversation out of the
 * side's unread index if the view covers the other side's newest message (a conditional
 * REMOVE: a message stamped meanwhile, newer than the view, keeps it unread). Answers the
 * stored view time; null when the conversation is gone (404).
 */
export async function markViewed(id: string, side: ConversationSide, at: string = nowIso()): Promise<string | null> {
  const viewedAt = await storeViewedAt(id, side, at);
  if (viewedAt) await clearUnreadCoveredBy(id, side, viewedAt);
  return viewedAt;
}

async function storeViewedAt(id: string, side: ConversationSide, at: string): Promise<string | null> {
  const field = side === 'mover' ? 'mover_last_viewed_at' : 'moving_company_last_viewed_at';
  try {
    await conversationEntity()
      .patch({ id })
      .set({ [field]: at })
      .where((attr, op) => `(${op.notExists(attr[field])} OR ${op.lt(attr[field], at)})`)
      .go({ response: 'none' });
    return at;
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    // Gone, or a later view was stored meanwhile: answer what is stored.
    const stored = await findConversation(id);
    return stored ? (stored[field] ?? at) : null;
  }
}

async function clearUnreadCoveredBy(id: string, side: ConversationSide, viewedAt: string): Promise<void> {
  const { key, sort } = UNREAD_INDEX[side];
  const theirs = side === 'mover' ? 'last_company_message_at' : 'last_mover_message_at';
  try {
    await conversationEntity()
      .patch({ id })
      .remove([key, sort])
      .where(
        (attr, op) =>
          `${op.exists(attr[key])} AND (${op.notExists(attr[theirs])} OR ${op.lte(attr[theirs], viewedAt)})`,
      )
      .go({ response: 'none' });
  } catch (error) {
    // Not unread, or a newer message of theirs arrived: it stays as it is.
    if (!isConditionalFailure(error)) throw error;
  }
}
