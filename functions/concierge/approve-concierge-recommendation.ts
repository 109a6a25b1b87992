import { CONCIERGE_MESSAGES } from '@schemas/concierge-desk';
import { routes } from '@schemas/routes';
import {
  decideRecommendation,
  findConciergeCase,
  reopenRecommendation,
} from '@functions/core/data/concierge/concierge-desk';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { findBooking } from '@functions/core/data/quote/bookings';
import { findQuoteById, findQuoteOf } from '@functions/core/data/quote/quotes';
import { badRequest, conflict, notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { bookCallersQuote } from '@functions/quotes';
import { customerSideOf } from '@functions/quote-visibility';
import { CUSTOMER_BOOKABLE_STATUSES } from '@schemas/quotes';
import { isAboveMax, readRecommendedQuoteNow, recommendationStage } from './recommendation-view';

const BOOKABLE: readonly string[] = CUSTOMER_BOOKABLE_STATUSES;

/**
 * POST /api/concierge/recommendation/{quote_id}/approve — the customer approves the staff's
 * pending recommendation of this quote and it is booked through the booking path of POST
 * /quote/{id}/book (the same rules; an unpaid concierge customer gets the $99 checkout, and the
 * paid checkout books it). When the most the quote can cost (as stored now, or as recommended)
 * is above the customer's maximum price, accept_above_max must be true (else 400, nothing
 * written). The decision is recorded once (conditional UpdateItem, access pattern C4) before the booking;
 * a refused booking puts it back to pending and answers the booking's refusal. An approval whose
 * $99 checkout was left unpaid (approved, nothing booked, the quote still bookable) may be
 * approved again: the booking path opens a new checkout. A recommended quote that can no longer
 * be booked (re-requested after a cancellation, withdrawn) is a 409 that says the concierge will
 * recommend again, never the booking path's status sentence. Callers: MOVER; 404 unless this
 * quote is the caller's own pending (or approved, payment unfinished) recommendation.
 */
export const approveConciergeRecommendation: PlainHandler<typeof routes.approveConciergeRecommendation> = async ({
  auth,
  profile,
  params,
  body,
}) => {
  const [item, booking] = await Promise.all([findConciergeCase(auth.userId), findBooking(auth.userId)]);
  if (!item || item.rec_quote_id !== params.quote_id) throw notFound(CONCIERGE_MESSAGES.noRecommendation);
  const keys = await findQuoteById(params.quote_id);
  if (!keys || keys.customer_id !== auth.userId) throw notFound(CONCIERGE_MESSAGES.noRecommendation);
  const [quote, move] = await Promise.all([
    findQuoteOf(keys.move_request_id, keys.moving_company_id),
    findMoveRequest(keys.move_request_id, { consistent: true }),
  ]);
  const visible = quote && customerSideOf(quote);
  const stage = recommendationStage(
    item,
    await readRecommendedQuoteNow(item, visible ? [visible] : [], booking !== null),
  );
  // Pending, or approved with its payment left unfinished (nothing booked): the booking path may run.
  if (stage !== 'pending' && stage !== 'payment_unfinished') throw notFound(CONCIERGE_MESSAGES.noRecommendation);
  if (!visible || !BOOKABLE.includes(visible.status))
    throw conflict(CONCIERGE_MESSAGES.noLongerBookable(item.rec_company_name ?? 'the company'));
  const maxPrice = move?.max_price ?? null;
  const recommended = { price: item.rec_price, top_price: item.rec_top_price };
  const above = isAboveMax(recommended, maxPrice) || (quote !== null && isAboveMax(quote, maxPrice));
  if (above && body.accept_above_max !== true) throw badRequest(CONCIERGE_MESSAGES.aboveMax(maxPrice!));

  const decidingNow = item.rec_status === 'PENDING';
  if (decidingNow && !(await decideRecommendation(auth.userId, params.quote_id, 'APPROVED', new Date(), above))) {
    throw notFound(CONCIERGE_MESSAGES.noRecommendation);
  }
  try {
    return await bookCallersQuote(auth, profile, params.quote_id, {
      move_day: body.move_day,
      arrival_window: body.arrival_window,
      valuation: body.valuation,
      acknowledged_documents: body.acknowledged_documents,
    });
  } catch (error) {
    if (decidingNow) await reopenRecommendation(auth.userId, params.quote_id);
    throw error;
  }
};

export const handler = httpHandler(routes.approveConciergeRecommendation, approveConciergeRecommendation);
