import { routes } from '@schemas/routes';
import { CONCIERGE_RETURN_MESSAGES, type ConciergeCheckoutView } from '@schemas/concierge';
import { findConciergeCheckout, findOpenConciergeCheckoutId } from '@functions/core/data/payments/concierge-checkouts';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { notFound } from '@functions/platform/http/errors';

/**
 * GET /api/concierge-checkout/{sessionId} — what became of the caller's $99 concierge checkout,
 * for the return from Stripe to /quotes (the webhook may land after the browser): booked (the
 * company and day), refunded with the reason, pending while it is the customer's open checkout,
 * else replaced by a newer one. Reads: the checkout's terms (P3), the customer's open concierge
 * checkout. A session that is not the caller's concierge checkout is a 404.
 */
export const getConciergeCheckout: PlainHandler<typeof routes.getConciergeCheckout> = async ({ auth, params }) => {
  const record = await findConciergeCheckout(params.sessionId);
  if (!record || record.customer_id !== auth.userId) throw notFound(CONCIERGE_RETURN_MESSAGES.notFound);
  const outcome =
    record.outcome ?? ((await findOpenConciergeCheckoutId(auth.userId)) === params.sessionId ? 'pending' : 'replaced');
  return {
    outcome,
    quote_id: record.quote_id,
    company_name: record.company_name,
    move_day: record.approved_move_day ?? null,
    reason: record.reason ?? null,
  } satisfies ConciergeCheckoutView;
};

export const handler = httpHandler(routes.getConciergeCheckout, getConciergeCheckout);
