import { ulid } from 'ulid';
import { QUOTE_MESSAGES } from '@schemas/company-quotes';
import { MESSAGING_MESSAGES, QUICK_RESPONSES } from '@schemas/messaging';
import { routes } from '@schemas/routes';
import { openTokenRefillCheckout } from '@functions/payments';
import type { NewMessage } from '@functions/core/data/conversation/messages';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { findQuoteOf } from '@functions/core/data/quote/quotes';
import { findUser } from '@functions/core/data/user/users';
import { badRequest, notFound } from '@functions/platform/http/errors';
import { httpHandler, Reply, type PlainHandler } from '@functions/platform/http/handler';
import {
  assertLeadChosen,
  leadRefusal,
  publishMessageSent,
  sendMessagePayingLead,
  companySpendsTokens,
} from '@functions/lead-payments';
import { logger } from '@functions/platform/logger';
import { nowIso } from '@functions/core/data/table';
import { sendersAttachments } from './attachments';
import { callersConversation, messagingCaller, type MessagingCaller } from './messaging-caller';
import { toMessage } from './messaging-views';

const QUICK_RESPONSE_TEXTS: readonly string[] = Object.values(QUICK_RESPONSES);

/** A quick response: a pay-per-lead company's message whose text is one of the two fixed declines, without images. */
async function assertQuickResponseAllowed(caller: MessagingCaller, content: string, attachments: readonly string[]) {
  const allowed =
    caller.side === 'moving_company' &&
    QUICK_RESPONSE_TEXTS.includes(content) &&
    attachments.length === 0 &&
    (await companySpendsTokens(caller.company.id));
  if (!allowed) throw badRequest(MESSAGING_MESSAGES.quickResponseNotAllowed);
}

/** Where the refill checkout of a payment-pending message returns: the conversation. */
const refillReturnPath = (conversationId: string) => `/messages?conversation=${encodeURIComponent(conversationId)}`;

/**
 * POST /api/message — posts a message (trimmed text, and/or images the sender uploaded as
 * 'attachment') in a conversation of the caller's side; 201 with the message.
 * Reads: the caller's profile (access pattern 1) (+ the company and its plan for a company: 403 unverified, 402
 * inactive), the conversation (access pattern C5), the upload record per attachment, the move request (access pattern 10),
 * the company's quote of the move (a company sender), the plan and paid-lead record (pay-per-lead).
 * Writes (one transaction): the message (attribute_not_exists) + the conversation's preview,
 * updated_at and the side's last message time; a pay-per-lead company's first message on a lead
 * it has not paid for joins the token spend (payForLead); without a token the message is stored
 * payment-pending (hidden from the customer; released on TokensCredited) and the answer carries
 * paymentPending + checkoutUrl. Quick responses never spend. Then MessageSent is published.
 * Refusals: not a side → 404 'Conversation not found'; nothing to send → 400 emptyMessage;
 * a quick response not allowed → 400 quickResponseNotAllowed; another's media → 400
 * attachmentNotYours; a company on a lead whose date passed (not booked by the customer) → 400.
 */
export const sendMessage: PlainHandler<typeof routes.sendMessage> = async ({ auth, body, profile }) => {
  const caller = await messagingCaller(auth, 'lead');
  const conversation = await callersConversation(caller, body.conversation_id);
  const content = body.content.trim();
  if (content === '' && body.attachment_media_ids.length === 0) throw badRequest(MESSAGING_MESSAGES.emptyMessage);
  if (body.is_quick_response) await assertQuickResponseAllowed(caller, content, body.attachment_media_ids);
  const attachments = await sendersAttachments(auth.userId, body.attachment_media_ids);

  const move = await findMoveRequest(conversation.move_request_id, { consistent: true });
  if (!move) throw notFound(MESSAGING_MESSAGES.conversationNotFound);
  if (caller.side === 'moving_company') {
    const quote = await findQuoteOf(move.id, caller.company.id);
    const refusal = quote?.status === 'BOOKED' ? null : leadRefusal(caller.company, move, 'message');
    if (refusal === 'closed') throw badRequest(QUOTE_MESSAGES.moveExpired);
    if (refusal) throw notFound(MESSAGING_MESSAGES.conversationNotFound);
    assertLeadChosen(move, quote, 'message');
  }

  const sender = profile ?? (await findUser(auth.userId));
  const message: NewMessage = {
    id: ulid(),
    conversation_id: conversation.id,
    sender_id: auth.userId,
    sender_side: caller.side,
    sender_first_name: sender?.firstName ?? '',
    sender_last_name: sender?.lastName ?? '',
    content,
    is_quick_response: body.is_quick_response,
    attachment_media_ids: attachments,
    created_at: nowIso(),
  };
  const outcome = await sendMessagePayingLead(message, conversation, move);
  if (outcome === 'refused') throw notFound(MESSAGING_MESSAGES.conversationNotFound);

  // The sender sees its own message: names in full (the sender is the customer, or the company's own user).
  const answer = toMessage(message, caller.side, { revealed: true, lastName: null });
  if (outcome === 'sent') {
    await publishMessageSent(message, conversation);
    return new Reply(201, answer);
  }
  try {
    return new Reply(201, {
      ...answer,
      paymentPending: true,
      checkoutUrl: await openTokenRefillCheckout(
        conversation.moving_company_id,
        auth.userId,
        refillReturnPath(conversation.id),
      ),
    });
  } catch (error) {
    logger.error('Refill checkout for a payment-pending message failed', { messageId: message.id, error });
    return new Reply(201, { ...answer, paymentPending: true });
  }
};

export const handler = httpHandler(routes.sendMessage, sendMessage);
