import { routes } from '@schemas/routes';
import { findUser } from '@functions/core/data/user/users';
import { quotesOfMove } from '@functions/core/data/quote/quotes';
import { customerSideOfAll } from '@functions/quote-visibility';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { countQuoteNotifications } from './count';

/**
 * GET /api/quote-notification-count — the My quotes red dot, polled every 60 s.
 * Reads: GetItem the caller's profile (access pattern 1) (move_request_id, quotes_viewed_at), one Query of
 * the move's quotes (access pattern M5). Counting rule in count.ts. Callers: MOVER; no move request: 0.
 */
export const getQuoteNotificationCount: PlainHandler<typeof routes.getQuoteNotificationCount> = async ({ auth }) => {
  const profile = await findUser(auth.userId);
  if (!profile?.move_request_id) return { notification_count: 0 };
  // A payment-pending quote lights nothing until it is sent.
  const quotes = customerSideOfAll(await quotesOfMove(profile.move_request_id)).filter(
    (q) => q.customer_id === auth.userId,
  );
  return { notification_count: countQuoteNotifications(quotes, profile.quotes_viewed_at) };
};

export const handler = httpHandler(routes.getQuoteNotificationCount, getQuoteNotificationCount);
