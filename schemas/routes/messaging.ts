import { defineRoute, type RouteDef } from '../route';
import { PaymentRequiredErrorSchema } from '../errors';
import {
  ConversationIdParamsSchema,
  ConversationIdResponseSchema,
  ConversationKeySchema,
  ConversationListQuerySchema,
  ConversationListSchema,
  ConversationSchema,
  ConversationViewedSchema,
  FindConversationResponseSchema,
  SendMessageBodySchema,
  SentMessageSchema,
  UnreadCountSchema,
} from '../messaging';

/** Conversations and messages (spec section 7, Messaging). Only a conversation's two sides may read or post. */
export const messagingRoutes = {
  createConversation: defineRoute({
    method: 'POST',
    path: '/api/conversation',
    roles: ['MOVER', 'MOVING_COMPANY'],
    handler: 'messaging/create-conversation',
    summary: 'Opens (or finds) the conversation of a customer, a move request and a company; idempotent',
    body: ConversationKeySchema,
    response: ConversationIdResponseSchema,
    errors: { 402: PaymentRequiredErrorSchema },
  }),
  findConversation: defineRoute({
    method: 'GET',
    path: '/api/find-conversation',
    roles: ['MOVER', 'MOVING_COMPANY'],
    handler: 'messaging/find-conversation',
    summary: 'The id of the conversation of these three, or null',
    query: ConversationKeySchema,
    response: FindConversationResponseSchema,
  }),
  listConversations: defineRoute({
    method: 'GET',
    path: '/api/conversations',
    roles: ['MOVER', 'MOVING_COMPANY'],
    handler: 'messaging/list-conversations',
    summary:
      "A page of the caller's conversations, newest first (a company: its company's); the next page's cursor in x-next-cursor",
    query: ConversationListQuerySchema,
    response: ConversationListSchema,
    errors: { 402: PaymentRequiredErrorSchema },
  }),
  getConversation: defineRoute({
    method: 'GET',
    path: '/api/conversation/{id}',
    roles: ['MOVER', 'MOVING_COMPANY'],
    handler: 'messaging/get-conversation',
    summary: 'One conversation with its messages, oldest first',
    params: ConversationIdParamsSchema,
    response: ConversationSchema,
    errors: { 402: PaymentRequiredErrorSchema },
  }),
  markConversationViewed: defineRoute({
    method: 'POST',
    path: '/api/conversation/{id}/viewed',
    roles: ['MOVER', 'MOVING_COMPANY'],
    handler: 'messaging/mark-conversation-viewed',
    summary: "Sets the caller's side's last-viewed time (mover_last_viewed_at or moving_company_last_viewed_at)",
    params: ConversationIdParamsSchema,
    response: ConversationViewedSchema,
  }),
  sendMessage: defineRoute({
    method: 'POST',
    path: '/api/message',
    roles: ['MOVER', 'MOVING_COMPANY'],
    throttle: 'mail',
    handler: 'messaging/send-message',
    summary:
      "Posts a message (text or the sender's uploaded images); a pay-per-lead company's first message on an unpaid lead spends a token",
    body: SendMessageBodySchema,
    response: SentMessageSchema,
    status: 201,
    errors: { 402: PaymentRequiredErrorSchema },
  }),
  getUnreadCount: defineRoute({
    method: 'GET',
    path: '/api/unread-count',
    roles: ['MOVER', 'MOVING_COMPANY'],
    handler: 'messaging/get-unread-count',
    summary: 'Conversations with unread messages for the red dot (a company: also its Manage leads count)',
    response: UnreadCountSchema,
  }),
} satisfies Record<string, RouteDef>;
