import { routes } from '@schemas/routes';
import { findConversationIdOf } from '@functions/core/data/conversation/conversations';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { isSideOf, messagingCaller } from './messaging-caller';

/**
 * GET /api/find-conversation — the id of the conversation of these three, or null.
 * Reads: the caller's profile (access pattern 1) (+ the company), the consistent GetItem of
 * the conversation key (access pattern C2). Only the two sides learn an id: anyone else
 * (another customer's or company's triple) gets null, as if none existed.
 */
export const findConversation: PlainHandler<typeof routes.findConversation> = async ({ auth, query }) => {
  const caller = await messagingCaller(auth, 'company');
  if (!isSideOf(caller, query)) return { id: null };
  return { id: await findConversationIdOf(query) };
};

export const handler = httpHandler(routes.findConversation, findConversation);
