import { routes } from '@schemas/routes';
import { unreadConversationCount } from '@functions/core/data/conversation/conversation-unread';
import { customerNewsCount } from '@functions/core/data/quote/quotes';
import { findUser } from '@functions/core/data/user/users';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { messagingCaller } from './messaging-caller';

/**
 * GET /api/unread-count — the red dots.
 * unread_count: the caller's side's conversations whose other side wrote after this
 * side last viewed them: one keys-only Query of the sparse unread index (access
 * pattern C7b), so it reads the unread conversations
 * only, never the whole list.
 * manage_leads_count (company users): the company's quotes a customer changed (status
 * QUOTE_REQUESTED, BOOKED or CANCELLED, updated_at) after this user last opened the lead
 * manager (manage_leads_viewed_at, set by GET /my-company-quotes; never opened: every such quote).
 * One keys-only COUNT Query of the quotes' news index (the Manage leads dot in
 * docs/access-patterns.md), after the view: it reads only the quotes it counts.
 * No paywall here: an inactive company still sees its dots (the pages answer 402).
 */
export const getUnreadCount: PlainHandler<typeof routes.getUnreadCount> = async ({ auth, profile }) => {
  const caller = await messagingCaller(auth, 'company');
  if (caller.side === 'mover') return { unread_count: await unreadConversationCount('mover', caller.userId) };
  const viewedAt = (profile ?? (await findUser(auth.userId)))?.manage_leads_viewed_at ?? null;
  const [unread, news] = await Promise.all([
    unreadConversationCount('moving_company', caller.company.id),
    customerNewsCount(caller.company.id, viewedAt),
  ]);
  return { unread_count: unread, manage_leads_count: news };
};

export const handler = httpHandler(routes.getUnreadCount, getUnreadCount);
