import { routes } from '@schemas/routes';
import { conciergeQueue } from '@functions/core/data/concierge/concierge-desk';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { conciergeCaseView } from './case-view';

/** The queue shows at most this many customers, the oldest upgrade first. */
const QUEUE_LIMIT = 50;

/**
 * GET /api/admin/concierge — the staff queue of concierge customers (access pattern C2: the
 * sparse gsi4 queue), each with its case (case-view.ts). Callers: ADMIN.
 */
export const listConciergeQueue: PlainHandler<typeof routes.listConciergeQueue> = async () => {
  const cases = await conciergeQueue(QUEUE_LIMIT);
  return { items: await Promise.all(cases.map(conciergeCaseView)) };
};

export const handler = httpHandler(routes.listConciergeQueue, listConciergeQueue);
