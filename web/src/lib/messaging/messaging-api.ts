import type { ConversationKey, SendMessageBody } from '@schemas/messaging';
import { routes } from '@schemas/routes';
import { apiRequest, type ApiResponse } from '../api-client';

/* The messaging calls (spec section 7, Messaging) on the typed client. */

export type ConversationSummary = ApiResponse<typeof routes.listConversations>[number];
export type ConversationDetail = ApiResponse<typeof routes.getConversation>;
export type ThreadMessage = NonNullable<ConversationDetail['messages']>[number];
export type SentMessage = ApiResponse<typeof routes.sendMessage>;
export type UnreadCount = ApiResponse<typeof routes.getUnreadCount>;

export function listConversations(signal?: AbortSignal) {
  return apiRequest(routes.listConversations, { signal });
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
