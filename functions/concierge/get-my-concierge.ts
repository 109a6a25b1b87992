import { routes } from '@schemas/routes';
import { findConciergeCase } from '@functions/core/data/concierge/concierge-desk';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { findBooking } from '@functions/core/data/quote/bookings';
import { quotesOfMove } from '@functions/core/data/quote/quotes';
import { customerSideOfAll } from '@functions/quote-visibility';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { recommendationView } from './recommendation-view';
import { conciergeTimeline } from './timeline';

/**
 * GET /api/concierge — the customer's concierge page (/profile#concierge): whether they hold a
 * booking (then no upgrade is offered), their maximum price, the timeline and the staff's
 * recommendation. Reads: the profile (the auth step's), the case (access pattern C1), the
 * move request (access pattern 10), the booking lock, the move's quotes (access pattern M4). Callers: MOVER.
 */
export const getMyConcierge: PlainHandler<typeof routes.getMyConcierge> = async ({ auth, profile }) => {
  const moveId = profile?.move_request_id ?? null;
  const [item, move, booking, quotes] = await Promise.all([
    findConciergeCase(auth.userId),
    moveId ? findMoveRequest(moveId, { consistent: true }) : null,
    findBooking(auth.userId),
    moveId ? quotesOfMove(moveId, { consistent: true }) : [],
  ]);
  const maxPrice = move?.user_id === auth.userId ? (move.max_price ?? null) : null;
  const recommendation = item ? recommendationView(item, maxPrice) : null;
  return {
    is_concierge: profile?.is_concierge === true,
    has_booking: booking !== null,
    move_request_id: move?.user_id === auth.userId ? move.id : null,
    max_price: maxPrice,
    timeline: item ? conciergeTimeline(item.upgraded_at, customerSideOfAll(quotes), recommendation) : [],
    recommendation,
  };
};

export const handler = httpHandler(routes.getMyConcierge, getMyConcierge);
