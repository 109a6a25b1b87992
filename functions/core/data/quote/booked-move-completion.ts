import { Entity, type EntityItem } from 'electrodb';
import type { Adjustment, DisputeOutcome } from '@schemas/booking-completion-view';
import type { BookingStage } from '@schemas/bookings';
import { movingCompanyEntity } from '@functions/core/data/company/moving-companies';
import { entityConfig, lazyEntity } from '@functions/core/data/table';
import { transactItem, transactWrite, type TransactItem } from '@functions/core/data/transact-write';
import { refileMatchListing } from '@functions/core/data/company/company-match-listing';
import { bookedMoveEntity } from './booked-moves';

/*
 * The writes after the move: the company's completion (UPCOMING → COMPLETED_PENDING), the
 * customer's dispute (→ DISPUTED), and the move becoming COMPLETED (confirmed, 7 days without an
 * answer, or an admin's resolution) in one transaction with the price accuracy counters of its
 * company and of the marketplace. Each is conditional on the stage it leaves, so a second
 * completion, a late dispute or a double confirmation changes nothing.
 */

/**
 * The marketplace's price accuracy: STATS#PRICE_ACCURACY / TOTALS, the same four counters every
 * company keeps, added to in the same transactions, for the admin's operations view.
 */
export const priceAccuracyTotalsEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'priceAccuracyTotals', version: '1', service: 'movematch' },
        attributes: {
          accuracy_completed: { type: 'number' },
          accuracy_matched: { type: 'number' },
          accuracy_final_sum: { type: 'number' },
          accuracy_agreed_sum: { type: 'number' },
        },
        indexes: {
          totals: {
            pk: { field: 'pk', composite: [], template: 'STATS#PRICE_ACCURACY', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'TOTALS', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type PriceAccuracyCounters = Pick<
  EntityItem<ReturnType<typeof priceAccuracyTotalsEntity>>,
  'accuracy_completed' | 'accuracy_matched' | 'accuracy_final_sum' | 'accuracy_agreed_sum'
>;

export async function findMarketplacePriceAccuracy(): Promise<PriceAccuracyCounters> {
  const { data } = await priceAccuracyTotalsEntity().get({}).go();
  return data ?? {};
}

export interface Completion {
  final_price: number;
  adjustments: Adjustment[];
}

/**
 * The company marks the move completed: final price, adjustments, COMPLETED_PENDING until
 * `answerBy`. False when the move is no longer UPCOMING (completed already, or cancelled).
 */
export async function completeBookedMove(
  quoteId: string,
  completion: Completion,
  now: Date,
  answerBy: string,
): Promise<boolean> {
  const outcome = await transactWrite({
    move: transactItem(
      bookedMoveEntity()
        .patch({ quote_id: quoteId })
        .set({
          stage: 'COMPLETED_PENDING',
          stage_due: answerBy,
          final_price: completion.final_price,
          adjustments: completion.adjustments,
          completed_at: now.toISOString(),
        })
        .where((attr, op) => op.eq(attr.stage, 'UPCOMING')),
    ),
  });
  return outcome.ok;
}

/** The customer disputes the completion while its answer window is open (stage_due after now). */
export async function disputeBookedMove(
  quoteId: string,
  dispute: { reason: string; photo_ids: string[]; fair_price?: number },
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const outcome = await transactWrite({
    move: transactItem(
      bookedMoveEntity()
        .patch({ quote_id: quoteId })
        .set({
          stage: 'DISPUTED',
          stage_due: at,
          disputed_at: at,
          dispute_reason: dispute.reason,
          dispute_photo_ids: dispute.photo_ids,
          ...(dispute.fair_price === undefined ? {} : { dispute_fair_price: dispute.fair_price }),
        })
        .where((attr, op) => `${op.eq(attr.stage, 'COMPLETED_PENDING')} AND ${op.gt(attr.stage_due, at)}`),
    ),
  });
  return outcome.ok;
}

/** The company states (or restates) its side while the move is DISPUTED; false otherwise. */
export async function stateDisputeSide(quoteId: string, statement: string, now: Date): Promise<boolean> {
  const outcome = await transactWrite({
    move: transactItem(
      bookedMoveEntity()
        .patch({ quote_id: quoteId })
        .set({ dispute_statement: statement, dispute_statement_at: now.toISOString() })
        .where((attr, op) => op.eq(attr.stage, 'DISPUTED')),
    ),
  });
  return outcome.ok;
}

/** An admin's resolution: how, at what final price, and why. */
export interface Resolution {
  adminId: string;
  note: string;
  outcome: DisputeOutcome;
  price: number;
}

/** How the move became COMPLETED, and what that write sets. */
export type Finish = { by: 'customer' } | { by: 'auto' } | ({ by: 'admin' } & Resolution);

/** The four counters one completed move adds to its company and to the marketplace. */
function accuracyAdds(finalPrice: number, agreed: number) {
  return {
    accuracy_completed: 1,
    accuracy_matched: finalPrice <= agreed ? 1 : 0,
    accuracy_final_sum: finalPrice,
    accuracy_agreed_sum: agreed,
  };
}

/**
 * The move becomes COMPLETED (from COMPLETED_PENDING, or from DISPUTED for an admin) and counts
 * in price accuracy, all in one transaction: the booked move's stage, the company's counters and
 * the marketplace's. The auto-confirmation also needs the answer window closed. False when the
 * stage was not the expected one (answered already, disputed meanwhile).
 */
export async function finishBookedMove(
  move: { quote_id: string; moving_company_id: string; final_price: number },
  agreed: number,
  finish: Finish,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const from = (finish.by === 'admin' ? 'DISPUTED' : 'COMPLETED_PENDING') as BookingStage;
  const set =
    finish.by === 'admin'
      ? {
          resolved_at: at,
          resolved_by: finish.adminId,
          resolution_note: finish.note,
          resolution_outcome: finish.outcome,
          final_price: finish.price,
          company_final_price: move.final_price,
        }
      : { completion_confirmed_at: at, auto_confirmed: finish.by === 'auto' };
  // A resolution's price is the move's final price: accuracy counts what the customer paid.
  const adds = accuracyAdds(finish.by === 'admin' ? finish.price : move.final_price, agreed);
  const outcome = await transactWrite({
    move: transactItem(
      bookedMoveEntity()
        .patch({ quote_id: move.quote_id })
        .set({ stage: 'COMPLETED', stage_due: at, ...set })
        .where((attr, op) =>
          finish.by === 'auto'
            ? `${op.eq(attr.stage, from)} AND ${op.lte(attr.stage_due, at)}`
            : op.eq(attr.stage, from),
        ),
    ),
    company: companyAccuracyItem(move.moving_company_id, adds),
    marketplace: transactItem(priceAccuracyTotalsEntity().update({}).add(adds)),
  });
  // Price accuracy is a ranking input: matching's rosters follow it.
  if (outcome.ok) await refileMatchListing(move.moving_company_id);
  return outcome.ok;
}

function companyAccuracyItem(companyId: string, adds: ReturnType<typeof accuracyAdds>): TransactItem {
  return transactItem(movingCompanyEntity().patch({ id: companyId }).add(adds));
}

/** Marks the company reminded to complete the move, once; false when it was reminded already. */
export async function markCompletionReminded(quoteId: string, now: Date): Promise<boolean> {
  const outcome = await transactWrite({
    move: transactItem(
      bookedMoveEntity()
        .patch({ quote_id: quoteId })
        .set({ completion_reminder_sent_at: now.toISOString() })
        .where((attr, op) => `${op.eq(attr.stage, 'UPCOMING')} AND ${op.notExists(attr.completion_reminder_sent_at)}`),
    ),
  });
  return outcome.ok;
}

/** Takes a reminder mark back (its e-mail could not be sent), so the next run tries again. */
export async function unmarkCompletionReminded(quoteId: string): Promise<void> {
  await bookedMoveEntity().patch({ quote_id: quoteId }).remove(['completion_reminder_sent_at']).go();
}
