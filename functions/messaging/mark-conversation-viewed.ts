import { MESSAGING_MESSAGES } from '@schemas/messaging';
import { routes } from '@schemas/routes';
import { markViewed } from '@functions/core/data/conversation/conversations';
import { notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { callersConversation, messagingCaller } from './messaging-caller';

/**
 * POST /api/conversation/{id}/viewed — sets the caller's side's last-viewed time
 * (mover_last_viewed_at, or moving_company_last_viewed_at for every user of the company).
 * Reads: the caller's profile (access pattern 1) (+ the company), the conversation (access pattern C5). Writes: UpdateItem META
 * SET <side>_last_viewed_at if absent or older (never backwards).
 * Only the two sides; anyone else: 404 'Conversation not found'.
 */
export const markConversationViewed: PlainHandler<typeof routes.markConversationViewed> = async ({ auth, params }) => {
  const caller = await messagingCaller(auth, 'company');
  await callersConversation(caller, params.id);
  const viewedAt = await markViewed(params.id, caller.side);
  if (!viewedAt) throw notFound(MESSAGING_MESSAGES.conversationNotFound);
  return { viewed_at: viewedAt };
};

export const handler = httpHandler(routes.markConversationViewed, markConversationViewed);
