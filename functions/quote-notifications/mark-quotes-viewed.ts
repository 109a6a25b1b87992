import { routes } from '@schemas/routes';
import { nowIso } from '@functions/core/data/table';
import { updateProfile } from '@functions/core/data/user/users';
import { notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';

/**
 * POST /api/mark-quotes-viewed — the customer opened /quotes: stamps quotes_viewed_at on
 * the caller's profile (access pattern 1) (one UpdateItem, only if the profile exists), which clears the red dot.
 * Callers: MOVER; no profile yet: 404.
 */
export const markQuotesViewed: PlainHandler<typeof routes.markQuotesViewed> = async ({ auth }) => {
  const quotes_viewed_at = nowIso();
  if (!(await updateProfile(auth.userId, { quotes_viewed_at }))) throw notFound('User not found');
  return { quotes_viewed_at };
};

export const handler = httpHandler(routes.markQuotesViewed, markQuotesViewed);
