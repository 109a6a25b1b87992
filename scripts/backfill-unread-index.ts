/**
 * Files conversations stored before the sparse unread index existed (gsi4 UNREAD#MOVER#<id>,
 * gsi5 UNREAD#COMPANY#<id>; docs/access-patterns.md, Messaging): each side whose other side
 * wrote after its last view gets its keys (`indexUnread`, conditional on the times read).
 * Idempotent. Run once after deploying, before GET /unread-count is relied on, against the
 * table named by TABLE_NAME (DYNAMODB_ENDPOINT for a local one):
 * `TABLE_NAME=movematch npx tsx scripts/backfill-unread-index.ts`.
 */
import { indexUnread } from '@functions/core/data/conversation/conversation-unread';
import { conversationEntity } from '@functions/core/data/conversation/conversations';

const { data: conversations } = await conversationEntity().scan.go({ pages: 'all' });
let filed = 0;
for (const conversation of conversations) filed += await indexUnread(conversation);
console.log(`unread index: ${conversations.length} conversations read, ${filed} unread marks filed`);
