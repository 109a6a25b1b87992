import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '@functions/platform/aws/dynamodb';
import { config } from '@functions/platform/config';
import { isConditionalFailure } from '@functions/core/data/conditional';
import {
  conversationEntity,
  UNREAD_INDEX,
  unreadKeysFor,
  type ConversationItem,
  type ConversationSide,
} from './conversations';

/*
 * The red dot's count from the sparse unread index (conversations.ts): one side's unread
 * conversations, never its whole list. The index is eventually consistent like the list index
 * the count was taken from before.
 */

/** The ids of a side's unread conversations: Query gsi4 UNREAD#MOVER#<id> or gsi5 UNREAD#COMPANY#<id>, keys only (every page). */
export async function unreadConversationIds(side: ConversationSide, ownerId: string): Promise<string[]> {
  const { index, pkField, skField, prefix } = UNREAD_INDEX[side];
  const ids: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: index,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': pkField, '#sk': skField },
        ExpressionAttributeValues: { ':pk': `${prefix}${ownerId}` },
        ProjectionExpression: '#sk',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) ids.push(String(item[skField]));
    start = page.LastEvaluatedKey;
  } while (start);
  return ids;
}

/** How many of a side's conversations are unread for it (the red dot, live 'unread' pushes). */
export async function unreadConversationCount(side: ConversationSide, ownerId: string): Promise<number> {
  return (await unreadConversationIds(side, ownerId)).length;
}

/** Unread by the stored times alone: the other side's newest message is newer than this side's last view. */
export function unreadByTimes(conversation: ConversationItem, side: ConversationSide): boolean {
  const theirs = side === 'mover' ? conversation.last_company_message_at : conversation.last_mover_message_at;
  const viewed = side === 'mover' ? conversation.mover_last_viewed_at : conversation.moving_company_last_viewed_at;
  return Boolean(theirs) && (!viewed || theirs! > viewed);
}

/**
 * Files a conversation written before the unread index existed (scripts/backfill-unread-index.ts,
 * the local seed for older data): each side unread by its times and not yet filed gets its keys,
 * on condition that the side's view and the other side's newest message are still what was
 * read (a parallel message or view wins). Answers how many sides it filed.
 */
export async function indexUnread(conversation: ConversationItem): Promise<number> {
  let filed = 0;
  for (const side of ['mover', 'moving_company'] as const) {
    if (!unreadByTimes(conversation, side) || conversation[UNREAD_INDEX[side].key]) continue;
    const theirs = side === 'mover' ? 'last_company_message_at' : 'last_mover_message_at';
    const viewed = side === 'mover' ? 'mover_last_viewed_at' : 'moving_company_last_viewed_at';
    const viewedValue = conversation[viewed];
    try {
      await conversationEntity()
        .patch({ id: conversation.id })
        .set(unreadKeysFor(conversation, side) as never)
        .where(
          (attr, op) =>
            `${op.eq(attr[theirs], conversation[theirs]!)} AND ${viewedValue ? op.eq(attr[viewed], viewedValue) : op.notExists(attr[viewed])}`,
        )
        .go({ response: 'none' });
      filed++;
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
    }
  }
  return filed;
}
