import { CONFIRMATION_DAYS, disputePrices } from '@schemas/booking-completion';
import type { Adjustment, CompletionView } from '@schemas/booking-completion-view';
import { agreedTotal } from '@schemas/bookings';
import { bookedTermsOf, type BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import { imageUrl } from '@functions/platform/images';

const CONFIRMATION_MS = CONFIRMATION_DAYS * 24 * 3_600_000;

/** The customer's deadline to confirm or dispute a completion made at `completedAt`. */
export const answerByFor = (completedAt: Date) => new Date(completedAt.getTime() + CONFIRMATION_MS).toISOString();

/** The company's final price as it stated it (before an admin's resolution changed final_price). */
export const companyPriceOf = (move: BookedMoveItem) => move.company_final_price ?? move.final_price ?? 0;

function disputeView(move: BookedMoveItem): CompletionView['dispute'] {
  if (!move.disputed_at) return null;
  const fair = move.dispute_fair_price ?? null;
  return {
    reason: move.dispute_reason ?? '',
    photos: (move.dispute_photo_ids ?? []).map((id) => ({ media_id: id, url: imageUrl(id)! })),
    disputed_at: move.disputed_at,
    fair_price: fair,
    customer_price: disputePrices(companyPriceOf(move), agreedTotal(bookedTermsOf(move)), fair).customer,
    company_statement:
      move.dispute_statement && move.dispute_statement_at
        ? { text: move.dispute_statement, at: move.dispute_statement_at }
        : null,
  };
}

/** The completion of a booked move as its sides and the admin see it; null before the company completed it. */
export function toCompletionView(move: BookedMoveItem): CompletionView | null {
  if (!move.completed_at || move.final_price === undefined) return null;
  return {
    final_price: move.final_price,
    adjustments: (move.adjustments ?? []) as Adjustment[],
    completed_at: move.completed_at,
    answer_by: answerByFor(new Date(move.completed_at)),
    confirmed_at: move.completion_confirmed_at ?? null,
    auto_confirmed: move.auto_confirmed ?? false,
    dispute: disputeView(move),
    resolution: move.resolved_at
      ? {
          note: move.resolution_note ?? '',
          resolved_at: move.resolved_at,
          outcome: move.resolution_outcome ?? 'company_price',
          company_price: companyPriceOf(move),
        }
      : null,
  };
}
