import * as z from 'zod';
import { isPlainLines, PLAIN_TEXT_MESSAGES as PLAIN } from './plain-text';
import { IdSchema } from './common';
import { MediaIdSchema } from './company-profile';
import { PaymentPendingFieldsSchema } from './payments';
import { PageCursorSchema } from './paging';

/*
 * Messaging (spec sections 2 Messages, 3 Conversation/Message, 4 Polling, 7 Messaging, 8).
 * A conversation is one customer, one move request and one moving company; its two sides are
 * the customer and every user of the company.
 */

export const MESSAGE_MAX_CHARS = 4_000;
export const ATTACHMENTS_MAX = 5;
/** At most one new-message e-mail per conversation and recipient in this window. */
export const MESSAGE_EMAIL_QUIET_MINUTES = 15;

export const MESSAGING_MESSAGES = {
  loadConversations: 'Failed to load conversations',
  loadMessages: 'Failed to load messages',
  send: 'Failed to send message',
  sendImage: 'Failed to send image',
  missingImageData: 'Missing required data for sending image',
  viewMoveRequest: 'Failed to view move request',
  uploadImage: (serverError: string) => `Failed to upload image: ${serverError}`,
  imageUploaded: 'Image uploaded successfully!',
  imageSent: 'Image sent successfully!',
  openMessages: 'Failed to open messages',
  moverWithMoveRequestOnly: 'You need to be a mover with a move request to send messages',
  conversationNotFound: 'Conversation not found',
  emptyMessage: 'A message needs text or an image',
  notYourMoveRequest: 'You can only message about your own move request',
  notMatched: 'You can message a company you were matched with or asked for a quote',
  quickResponseNotAllowed: 'Quick responses are for pay-per-lead companies',
  attachmentNotYours: 'Attach only images you uploaded',
  emptySelection: 'Select a conversation to start messaging',
  emptyListTitle: 'No conversations yet',
  emptyListText: 'Start a conversation with a moving company to get quotes and discuss your move',
  emptyThreadTitle: 'No messages yet',
  emptyThreadText: 'Start the conversation!',
} as const;

/** The two fixed declines of a Quick Response (pay-per-lead companies; never spends a token). */
export const QUICK_RESPONSES = {
  scheduling:
    'Thank you for considering us. Unfortunately we are not able to take on your move on these dates because of scheduling constraints. We wish you a smooth move!',
  serviceArea:
    'Thank you for considering us. Unfortunately your move is outside our service area, so we cannot offer a quote. We wish you a smooth move!',
} as const;
export const QUICK_RESPONSE_NOTICE = 'Quick responses are free: no lead token is charged.';

/** POST /conversation and GET /find-conversation (spec: mover_id, move_request_id, moving_company_id). */
export const ConversationKeySchema = z.strictObject({
  mover_id: IdSchema,
  move_request_id: IdSchema,
  moving_company_id: IdSchema,
});
export type ConversationKey = z.infer<typeof ConversationKeySchema>;

export const ConversationIdResponseSchema = z.object({ id: z.string() });
/** GET /find-conversation: the id, or null when none exists yet. */
export const FindConversationResponseSchema = z.object({ id: z.string().nullable() });

export const ConversationIdParamsSchema = z.object({ id: IdSchema });

export const MessageAttachmentSchema = z.object({ id: z.string(), media: z.object({ url: z.string() }) });

export const MessageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  sender_id: z.string(),
  /** A company sender shows as the person; a customer's lastName is null for the company side before booking. */
  sender: z.object({ firstName: z.string(), lastName: z.string().nullable() }),
  content: z.string(),
  is_quick_response: z.boolean(),
  attachments: z.array(MessageAttachmentSchema),
  created_at: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

/** A conversation in lists (no messages) and in detail (with messages, oldest first). */
export const ConversationSchema = z.object({
  id: z.string(),
  mover_id: z.string(),
  move_request_id: z.string(),
  moving_company_id: z.string(),
  updated_at: z.string(),
  mover_last_viewed_at: z.string().nullable(),
  moving_company_last_viewed_at: z.string().nullable(),
  moving_company: z.object({
    name: z.string(),
    logo_image_url: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
  }),
  /** lastName: null for the company side until the customer books it. */
  mover: z.object({ firstName: z.string(), lastName: z.string().nullable() }),
  move_request: z.object({
    id: z.string(),
    from_location: z.object({ city: z.string(), state: z.string() }),
    /** The company's list only: where the move goes and its first day, to tell two customers apart. */
    to_location: z.object({ city: z.string(), state: z.string() }).optional(),
    date_range_start: z.string().optional(),
  }),
  /** The newest message's preview for the list. */
  last_message: z
    .object({ content: z.string(), created_at: z.string(), sender_id: z.string(), has_attachments: z.boolean() })
    .nullable(),
  /** Unread for the caller (messages from the other side newer than the caller's side's last view). */
  unread: z.boolean(),
  messages: z.array(MessageSchema).optional(),
});
export type Conversation = z.infer<typeof ConversationSchema>;
/** GET /conversations: one page, newest first; the next page's cursor is in the x-next-cursor header (schemas/paging.ts). */
export const ConversationListSchema = z.array(ConversationSchema);
export const ConversationListQuerySchema = z.strictObject({ cursor: PageCursorSchema.optional() });

/** POST /message: text (with is_quick_response), or empty content with attachment ids. */
export const SendMessageBodySchema = z
  .strictObject({
    conversation_id: IdSchema,
    content: z
      .string()
      .refine(isPlainLines, PLAIN.multiLine('A message'))
      .max(MESSAGE_MAX_CHARS, `A message can be at most ${MESSAGE_MAX_CHARS} characters`)
      .default(''),
    is_quick_response: z.boolean().default(false),
    /** Media ids are S3 keys (attachments/<sub>/...): MediaIdSchema, not IdSchema. */
    attachment_media_ids: z
      .array(MediaIdSchema)
      .max(ATTACHMENTS_MAX, `At most ${ATTACHMENTS_MAX} images per message`)
      .default([]),
  })
  .refine((body) => body.content.trim().length > 0 || body.attachment_media_ids.length > 0, {
    error: MESSAGING_MESSAGES.emptyMessage,
    path: ['content'],
  });
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;

export const SentMessageSchema = MessageSchema.extend(PaymentPendingFieldsSchema.shape);

/** GET /unread-count (spec section 3, Counters: unread_count): conversations with unread messages for the caller; for a company also its lead manager count. */
export const UnreadCountSchema = z.object({
  unread_count: z.number().int().min(0),
  /** MOVING_COMPANY: leads in the manager with news since the company last opened it (the Manage leads dot). */
  manage_leads_count: z.number().int().min(0).optional(),
});

/** POST /conversation/{id}/viewed: the caller's side's last-viewed time. */
export const ConversationViewedSchema = z.object({ viewed_at: z.string() });

/** Live delivery: what the socket pushes to a connected user (same shape locally and in AWS). */
export const LiveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), conversation_id: z.string(), message: MessageSchema }),
  z.object({ type: z.literal('unread'), unread_conversations: z.number().int().min(0) }),
  /** A booking changed for this side (a proposal arrived, or was answered): its page reads it again. */
  z.object({ type: z.literal('booking'), quote_id: z.string() }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
