import { CONCIERGE_MESSAGES } from '@schemas/concierge-desk';
import { routes } from '@schemas/routes';
import { decideRecommendation } from '@functions/core/data/concierge/concierge-desk';
import { notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';

/**
 * POST /api/concierge/recommendation/{quote_id}/decline — the customer declines the staff's
 * pending recommendation of this quote (conditional UpdateItem of their own case, access pattern C4).
 * Callers: MOVER; 404 unless it is the caller's own pending recommendation.
 */
export const declineConciergeRecommendation: PlainHandler<typeof routes.declineConciergeRecommendation> = async ({
  auth,
  params,
}) => {
  if (!(await decideRecommendation(auth.userId, params.quote_id, 'DECLINED', new Date()))) {
    throw notFound(CONCIERGE_MESSAGES.noRecommendation);
  }
  return { quote_id: params.quote_id, status: 'DECLINED' as const };
};

export const handler = httpHandler(routes.declineConciergeRecommendation, declineConciergeRecommendation);
