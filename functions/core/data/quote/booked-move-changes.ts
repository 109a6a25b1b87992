import { CHANGE_HISTORY_LENGTH, type ChangeProposalView, type DecidedChange } from '@schemas/booking-changes';
import type { Estimate } from '@schemas/estimates';
import type { InventoryChange } from '@schemas/inventory-change';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { transactItem, transactWrite } from '@functions/core/data/transact-write';
import { inventoryVersionWrites, type NewInventoryVersion } from '@functions/core/data/inventory/inventory-writes';
import { bookedMoveEntity, type BookedMoveItem } from './booked-moves';
import { releaseCrewItem, takeCrewItem } from './day-capacity';
import { quoteEntity } from './quotes';

/**
 * A company's proposed change of a booked move, as stored on the booked move (BOOKING#<quote id>):
 * the view both sides see, plus the estimate as the quote keeps it (normalised, without totals),
 * which the quote takes on acceptance.
 */
export interface StoredChangeProposal extends ChangeProposalView {
  /** The terms change (not only the day or window): the quote follows on acceptance. */
  terms_changed: boolean;
  quote_estimate: Estimate | null;
  /** The items added and removed as the company sent them: applied again on acceptance. */
  inventory_change?: InventoryChange | null;
}

export const pendingProposalOf = (move: BookedMoveItem) =>
  (move.change_proposal as StoredChangeProposal | undefined) ?? null;

export const changeHistoryOf = (move: BookedMoveItem) => (move.change_history as DecidedChange[] | undefined) ?? [];

/** The proposal without what only the store keeps. */
export function proposalViewOf(proposal: StoredChangeProposal): ChangeProposalView {
  const { quote_estimate: _estimate, terms_changed: _changed, inventory_change: _items, ...view } = proposal;
  return view;
}

/** The history with this decision added, the oldest dropped beyond CHANGE_HISTORY_LENGTH. */
function historyWith(
  move: BookedMoveItem,
  proposal: StoredChangeProposal,
  decision: DecidedChange['decision'],
  now: Date,
) {
  const decided: DecidedChange = { ...proposalViewOf(proposal), decision, decided_at: now.toISOString() };
  return [...changeHistoryOf(move), decided].slice(-CHANGE_HISTORY_LENGTH);
}

/**
 * Stores the company's proposal on an upcoming booked move that has none pending (the
 * condition: one pending proposal at a time). False when refused.
 */
export async function storeChangeProposal(quoteId: string, proposal: StoredChangeProposal): Promise<boolean> {
  try {
    await bookedMoveEntity()
      .patch({ quote_id: quoteId })
      .set({ change_proposal: proposal, change_proposal_id: proposal.id })
      .where((attr, op) => `${op.eq(attr.stage, 'UPCOMING')} AND ${op.notExists(attr.change_proposal_id)}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

export type AcceptOutcome = { ok: true } | { ok: false; reason: 'day_full' | 'changed' };

/**
 * The customer accepts: in one transaction the booked move takes the proposal's day, window and
 * terms (while it is upcoming and this proposal is the pending one), the crew moves from the old
 * day to the new one (the new day's capacity is the condition), and the quote takes the price,
 * range end and estimate so every list shows the same terms. A new day or window needs a new
 * confirmation of the arrival window, so the confirmation and reminder marks go. Items added or
 * removed write the inventory's next version in the same transaction (only if the inventory is
 * still the version the proposal changed: inventoryVersionWrites).
 */
export async function acceptChangeProposal(
  move: BookedMoveItem,
  proposal: StoredChangeProposal,
  crewsPerDay: number,
  now: Date = new Date(),
  inventory: NewInventoryVersion | null = null,
): Promise<AcceptOutcome> {
  const { after } = proposal;
  const dayMoves = after.move_day !== move.move_day;
  const whenChanges = dayMoves || after.arrival_window.code !== move.arrival_window.code;
  const remove: Array<'change_proposal' | 'change_proposal_id' | 'arrival_confirmed_at' | 'reminder_sent_at'> = [
    'change_proposal',
    'change_proposal_id',
  ];
  if (whenChanges) remove.push('arrival_confirmed_at', 'reminder_sent_at');
  const outcome = await transactWrite({
    move: transactItem(
      bookedMoveEntity()
        .patch({ quote_id: move.quote_id })
        .set({
          move_day: after.move_day,
          arrival_window: after.arrival_window,
          terms: after.terms,
          stage: 'UPCOMING',
          stage_due: after.move_day,
          moving_company_id: move.moving_company_id,
          change_history: historyWith(move, proposal, 'ACCEPTED', now),
        })
        .remove(remove)
        .where((attr, op) => `${op.eq(attr.stage, 'UPCOMING')} AND ${op.eq(attr.change_proposal_id, proposal.id)}`),
    ),
    oldDay: dayMoves ? releaseCrewItem(move.moving_company_id, move.move_day, move.quote_id) : null,
    newDay: dayMoves ? takeCrewItem(move.moving_company_id, after.move_day, move.quote_id, crewsPerDay) : null,
    quote: proposal.terms_changed ? quoteTermsItem(move, proposal) : null,
    inventory: inventory ? Object.values(inventoryVersionWrites(inventory).items).flat() : null,
  });
  if (outcome.ok) return { ok: true };
  return { ok: false, reason: outcome.refused('newDay') ? 'day_full' : 'changed' };
}

/** Transaction item: the booked quote takes the accepted price, range end and estimate. */
function quoteTermsItem(move: BookedMoveItem, proposal: StoredChangeProposal) {
  const { terms } = proposal.after;
  const remove: Array<'top_price' | 'estimate'> = [];
  if (terms.top_price === null) remove.push('top_price');
  if (!proposal.quote_estimate) remove.push('estimate');
  const update = quoteEntity()
    .patch({ move_request_id: move.move_request_id, moving_company_id: move.moving_company_id })
    .set({
      price: terms.price,
      ...(terms.top_price !== null ? { top_price: terms.top_price } : {}),
      ...(proposal.quote_estimate ? { estimate: proposal.quote_estimate } : {}),
    });
  return transactItem(
    (remove.length ? update.remove(remove) : update).where((attr, op) => op.eq(attr.status, 'BOOKED')),
  );
}

/** The customer declines: the proposal goes to the history; day, window and terms stay as they are. */
export async function declineChangeProposal(
  move: BookedMoveItem,
  proposal: StoredChangeProposal,
  now: Date = new Date(),
): Promise<boolean> {
  try {
    await bookedMoveEntity()
      .patch({ quote_id: move.quote_id })
      .set({ change_history: historyWith(move, proposal, 'DECLINED', now) })
      .remove(['change_proposal', 'change_proposal_id'])
      .where((attr, op) => op.eq(attr.change_proposal_id, proposal.id))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}
