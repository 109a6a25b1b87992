import { routes } from '@schemas/routes';
import { messagesOf } from '@functions/core/data/conversation/messages';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { customerRevealOf } from './customer-reveal';
import { callersConversation, messagingCaller } from './messaging-caller';
import { toConversation } from './messaging-views';

/**
 * GET /api/conversation/{id} — one conversation with its messages, oldest first.
 * Reads: the caller's profile (access pattern 1) (+ the company and its plan for a company: 403 unverified, 402
 * inactive), the conversation (access pattern C5), Query of its messages (access pattern C5), the company,
 * the quote (booking reveal) and, when revealed, the customer's profile.
 * Only the two sides; anyone else: 404 'Conversation not found'. A payment-pending message is
 * shown to the company only (the customer sees it once a credit paid for it).
 */
export const getConversation: PlainHandler<typeof routes.getConversation> = async ({ auth, params }) => {
  const caller = await messagingCaller(auth, 'lead');
  const conversation = await callersConversation(caller, params.id);
  const [messages, company, reveal] = await Promise.all([
    messagesOf(conversation.id),
    caller.side === 'mover' ? findCompany(conversation.moving_company_id) : Promise.resolve(caller.company),
    customerRevealOf(caller, conversation),
  ]);
  const visible = caller.side === 'mover' ? messages.filter((m) => !m.payment_pending_since) : messages;
  return toConversation(conversation, caller.side, company, reveal, visible);
};

export const handler = httpHandler(routes.getConversation, getConversation);
