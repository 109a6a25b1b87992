import { routes } from '@schemas/routes';
import { CLAIMABLE_STAGES, CLAIM_MESSAGES, claimClocks, claimFilingDeadline, claimItemsOf } from '@schemas/claims';
import { toCents } from '@schemas/estimate-totals';
import { moveRegimeOf } from '@schemas/move-regime';
import { bookedTermsOf } from '@functions/core/data/quote/booked-moves';
import { createClaim, findClaim } from '@functions/core/data/claim/claims';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { badRequest, conflict } from '@functions/platform/http/errors';
import { publishEvent } from '@functions/platform/events';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { callersBookingAs } from './callers-booking';
import { claimItemsFromInventory } from './claim-items';
import { claimViewOf } from './claim-view';
import { customersDisputePhotos } from './dispute-photos';

/**
 * POST /api/booking/{id}/claim: the booking's customer files a loss or damage claim (items with
 * amounts and, for released value, weights; what happened) once the company marked the move
 * completed, within 9 months of the move day (400 with the last day after it). One claim per
 * booking (409 when filed). Items picked from the move's inventory take its names and weights;
 * photos must be the customer's accepted uploads (400 otherwise). The claim keeps the booking's valuation and regime and starts the
 * company's clocks: acknowledge within 30 days, decide within 120 (schemas/claims.ts).
 * Reads: the booked move, the move request, the inventory when an item names it, the photos'
 * upload records. Writes: PutItem BOOKING#<quote>/CLAIM if absent; then ClaimChanged (the company is e-mailed).
 */
export const fileClaim: PlainHandler<typeof routes.fileClaim> = async ({ auth, params, body }, now = new Date()) => {
  const { move } = await callersBookingAs(auth, params.id, ['customer']);
  if (!CLAIMABLE_STAGES.includes(move.stage)) throw badRequest(CLAIM_MESSAGES.notCompleted);
  const lastDay = claimFilingDeadline(move.move_day);
  if (todayInCarolinas(now) > lastDay) throw badRequest(CLAIM_MESSAGES.tooLate(lastDay));
  const request = await findMoveRequest(move.move_request_id);
  const items = await claimItemsFromInventory(move.move_request_id, body.items);
  const photoIds = await customersDisputePhotos(auth.userId, body.photo_media_ids, CLAIM_MESSAGES.photoNotYours);
  const valuation = bookedTermsOf(move).valuation?.option ?? null;
  const filedAt = now.toISOString();
  const filed = await createClaim({
    quote_id: move.quote_id,
    customer_id: move.customer_id,
    moving_company_id: move.moving_company_id,
    items: claimItemsOf(items, valuation),
    description: body.description,
    photo_ids: photoIds,
    total_claimed: toCents(items.reduce((sum, item) => sum + item.amount, 0)),
    valuation,
    regime: request ? moveRegimeOf(request.from_location, request.to_location) : null,
    filed_at: filedAt,
    ...claimClocks(filedAt),
  });
  if (!filed) throw conflict(CLAIM_MESSAGES.alreadyFiled);
  await publishEvent('ClaimChanged', { quoteId: move.quote_id, change: 'FILED' });
  return claimViewOf((await findClaim(move.quote_id))!);
};

export const handler = httpHandler(routes.fileClaim, fileClaim);
