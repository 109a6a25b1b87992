import { routes } from '@schemas/routes';
import { conciergeStepsOf, findConciergeCase } from '@functions/core/data/concierge/concierge-desk';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { findBooking } from '@functions/core/data/quote/bookings';
import { quotesOfMove } from '@functions/core/data/quote/quotes';
import { customerSideOfAll } from '@functions/quote-visibility';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { readRecommendedQuoteNow, recommendationView } from './recommendation-view';
import { conciergeTimeline } from './timeline';

/**
 * GET /api/concierge — the customer's concierge page (/profile#concierge): whether they hold a
 * booking (then no upgrade is offered), their maximum price, the timeline and the staff's
 * recommendation. Reads: the profile (the auth step's), the case (access pattern C1), the
 * move request (access pattern 10), the booking lock, the move's quotes (access pattern M4), the case's steps (C7) and, for an
 * approval, the recommended quote's booked move. Callers: MOVER.
 */
export const getMyConcierge: PlainHandler<typeof routes.getMyConcierge> = async ({ auth, profile }) => {
  const moveId = profile?.move_request_id ?? null;
  const [item, move, booking, quotes, steps] = await Promise.all([
    findConciergeCase(auth.userId),
    moveId ? findMoveRequest(moveId, { consistent: true }) : null,
    findBooking(auth.userId),
    moveId ? quotesOfMove(moveId, { consistent: true }) : [],
    conciergeStepsOf(auth.userId),
  ]);
  const maxPrice = move?.user_id === auth.userId ? (move.max_price ?? null) : null;
  const visible = customerSideOfAll(quotes);
  const recommendation = item
    ? recommendationView(item, maxPrice, await readRecommendedQuoteNow(item, visible, booking !== null))
    : null;
  const feePaidAt = profile?.concierge_fee_paid_at ?? null;
  return {
    is_concierge: profile?.is_concierge === true,
    has_booking: booking !== null,
    move_request_id: move?.user_id === auth.userId ? move.id : null,
    max_price: maxPrice,
    fee_paid_at: feePaidAt,
    timeline: item
      ? conciergeTimeline({ upgradedAt: item.upgraded_at, quotes: visible, recommendation, feePaidAt, steps })
      : [],
    recommendation,
  };
};

export const handler = httpHandler(routes.getMyConcierge, getMyConcierge);
