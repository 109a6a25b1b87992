import { ulid } from 'ulid';
import { arrivalWindowOf, BOOKING_MESSAGES, DEFAULT_CREWS_PER_DAY, type BookedTerms } from '@schemas/bookings';
import { CHANGE_PROPOSAL_MESSAGES as M, type BookingState, type ChangeProposalBody } from '@schemas/booking-changes';
import { ESTIMATE_MESSAGES, type Estimate } from '@schemas/estimates';
import {
  estimateTotals,
  normalizeEstimate,
  priceByInventory,
  pricedChargeProblem,
  toEstimateView,
  type InventoryQuantities,
} from '@schemas/estimate-totals';
import type { EstimateView } from '@schemas/estimates';
import { inventorySummaryOf } from '@functions/move-requests';
import { formatCalendarDay } from '@schemas/date-text';
import { bookedTermsOf, type BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import type { StoredChangeProposal } from '@functions/core/data/quote/booked-move-changes';
import { crewsBookedOn } from '@functions/core/data/quote/day-capacity';
import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import type { MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { isPastDate } from '@functions/platform/move-dates';
import { badRequest, conflict } from '@functions/platform/http/errors';
import { applyInventoryChange, currentInventoryOf, type ChangedInventory } from './inventory-change';

export const crewsPerDayOf = (company: MovingCompanyItem) => company.crews_per_day ?? DEFAULT_CREWS_PER_DAY;

const fieldError = (field: string, message: string) => badRequest(message, { fields: { [field]: message } });

/** The booked move's day, window and terms as they are now. */
export const bookingStateOf = (move: BookedMoveItem): BookingState => ({
  move_day: move.move_day,
  arrival_window: {
    code: move.arrival_window.code as BookingState['arrival_window']['code'],
    label: move.arrival_window.label,
  },
  terms: bookedTermsOf(move),
});

/**
 * A new day must be in the move's range, not past, published available on the company's
 * calendar and, unless it is the booked day, have a crew free now (accepting checks the crew
 * again in its transaction, since days fill up meanwhile).
 */
async function checkNewDay(
  day: string,
  move: BookedMoveItem,
  request: MoveRequestItem,
  company: MovingCompanyItem,
  now: Date,
) {
  if (day < request.start_date || day > request.end_date) {
    throw fieldError(
      'move_day',
      BOOKING_MESSAGES.dayOutsideRange(formatCalendarDay(request.start_date), formatCalendarDay(request.end_date)),
    );
  }
  if (isPastDate(day, now)) throw fieldError('move_day', BOOKING_MESSAGES.dayPast);
  if (!(company.available_days ?? []).includes(day)) throw fieldError('move_day', BOOKING_MESSAGES.dayNotAvailable);
  if (day !== move.move_day && (await crewsBookedOn(company.id, day)) >= crewsPerDayOf(company)) {
    throw conflict(BOOKING_MESSAGES.dayFull);
  }
}

/** A booked estimate as the quote stores it: without the totals the view adds. */
const storedEstimateOf = ({ worst_case: _worst, two_hours_over: _over, ...estimate }: EstimateView): Estimate =>
  estimate;

/**
 * New terms from the body: a structured estimate's totals (computed here), or a new price and
 * range end. An estimate priced by volume or weight is priced on the inventory as it would be
 * after the proposal; when the items change and the company sends no new terms, the booked
 * estimate of that kind is priced again on the new inventory (a flat price stays as booked).
 */
function newTerms(
  body: ChangeProposalBody,
  booked: BookedTerms,
  inventory: { quantities: InventoryQuantities | null; changed: boolean },
  now: Date,
): { terms: BookedTerms; estimate: Estimate | null } | null {
  const repriced =
    !body.estimate && body.price === undefined && inventory.changed && booked.estimate
      ? storedEstimateOf(booked.estimate)
      : null;
  const sent = body.estimate ? normalizeEstimate(body.estimate) : repriced;
  if (sent) {
    const estimate = priceByInventory(sent, inventory.quantities);
    if (!estimate) throw fieldError('estimate.pricing_basis', ESTIMATE_MESSAGES.noInventoryToPrice);
    const tooHigh = pricedChargeProblem(estimate);
    if (tooHigh) throw fieldError(body.estimate ? 'estimate.unit_rate' : 'inventory_change', tooHigh);
    if (body.estimate && isPastDate(estimate.valid_until, now))
      throw fieldError('estimate.valid_until', ESTIMATE_MESSAGES.validUntilPast);
    const { price, top_price } = estimateTotals(estimate);
    if (repriced && price === booked.price && top_price === booked.top_price) return null;
    return { terms: { ...booked, price, top_price, estimate: toEstimateView(estimate) }, estimate };
  }
  if (body.price === undefined) return null;
  const top = body.top_price ?? null;
  return { terms: { ...booked, price: body.price, top_price: top, estimate: null }, estimate: null };
}

/** The booked terms' inventory snapshot after an item change: the next version and its totals. */
function withInventory(terms: BookedTerms, changed: ChangedInventory | null): BookedTerms {
  if (!changed) return terms;
  const { version, ...totals } = changed.diff.after;
  return { ...terms, inventory: { version, ...totals, quoted_version: terms.inventory?.quoted_version ?? null } };
}

/**
 * The company's proposal, checked: the booking as it is ('before') and as it would be
 * ('after'), the reason, and who proposes. 400 for a day or window the company cannot offer,
 * goods to remove that the inventory does not hold, or a proposal that changes nothing; 409 for
 * a day with no crew left. Items added or removed make the inventory's next version in 'after'
 * and the item diff both sides see.
 */
export async function proposalFor(
  body: ChangeProposalBody,
  parts: { move: BookedMoveItem; request: MoveRequestItem; company: MovingCompanyItem },
  now: Date = new Date(),
): Promise<StoredChangeProposal> {
  const { move, request, company } = parts;
  const before = bookingStateOf(move);
  const day = body.move_day ?? before.move_day;
  if (body.move_day !== undefined) await checkNewDay(day, move, request, company, now);
  let window = before.arrival_window;
  if (body.arrival_window !== undefined) {
    const offered = arrivalWindowOf(body.arrival_window, company.own_arrival_window);
    if (!offered) throw fieldError('arrival_window', BOOKING_MESSAGES.noCompanyWindow);
    window = { code: offered.code, label: offered.label };
  }
  const changedInventory = body.inventory_change
    ? applyInventoryChange(await currentInventoryOf(request.id), body.inventory_change)
    : null;
  const quantities = changedInventory ? changedInventory.totals : inventorySummaryOf(request);
  const changedTerms = newTerms(body, before.terms, { quantities, changed: changedInventory !== null }, now);
  const terms = withInventory(changedTerms?.terms ?? before.terms, changedInventory);
  const after: BookingState = { move_day: day, arrival_window: window, terms };
  if (JSON.stringify(after) === JSON.stringify(before)) throw badRequest(M.sameAsBooked);
  return {
    id: ulid(),
    proposed_at: now.toISOString(),
    proposed_by: company.name,
    reason: body.reason,
    before,
    after,
    terms_changed: changedTerms !== null,
    quote_estimate: changedTerms?.estimate ?? null,
    inventory_diff: changedInventory?.diff ?? null,
    inventory_change: body.inventory_change ?? null,
  };
}
