import type { ConversationKey, SendMessageBody } from '@schemas/messaging';
import { NEXT_CURSOR_HEADER } from '@schemas/paging';
import { routes } from '@schemas/routes';
import { apiRequest, type ApiResponse } from '../api-client';

/* The messaging calls (spec section 7, Messaging) on the typed client. */

export type ConversationSummary = ApiResponse<typeof routes.listConversations>[number];
export type ConversationDetail = ApiResponse<typeof routes.getConversation>;
export type ThreadMessage = NonNullable<ConversationDetail['messages']>[number];
export type SentMessage = ApiResponse<typeof routes.sendMessage>;
export type UnreadCount = ApiResponse<typeof routes.getUnreadCount>;

export interface ConversationPage {
  conversations: ConversationSummary[];
  /** The next page's cursor (the x-next-cursor header); null on the last page. */
  nextCursor: string | null;
}

/** One page of GET /conversations, newest first, from `cursor` (null: the first). */
export async function listConversations(cursor: string | null, signal?: AbortSignal): Promise<ConversationPage> {
  let nextCursor: string | null = null;
  const conversations = await apiRequest(routes.listConversations, {
    query: cursor ? { cursor } : {},
    signal,
    onHeaders: (headers) => {
      nextCursor = headers.get(NEXT_CURSOR_HEADER);
    },
  });
  return { conversations, nextCursor };
}

export function getConversation(id: string, signal?: AbortSignal) {
  return apiRequest(routes.getConversation, { params: { id }, signal });
}

/** POST /conversation: idempotent, the same three ids give the same conversation. */
export async function openConversation(key: ConversationKey): Promise<string> {
  return (await apiRequest(routes.createConversation, { body: key })).id;
}

export function markConversationViewed(id: string) {
  return apiRequest(routes.markConversationViewed, { params: { id } });
}

export function sendMessage(body: Partial<SendMessageBody> & Pick<SendMessageBody, 'conversation_id'>) {
  return apiRequest(routes.sendMessage, { body });
}

export function getUnreadCount(signal?: AbortSignal) {
  return apiRequest(routes.getUnreadCount, { signal });
}
