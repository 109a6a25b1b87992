import {
  adjustmentLinesOf,
  completionRefusal,
  EXTRA_GOODS_LINE,
  type CompleteBookingBody,
} from '@schemas/booking-completion';
import type { BookedTerms } from '@schemas/bookings';
import { toCents } from '@schemas/estimate-totals';
import type { Resolver } from 'react-hook-form';

/*
 * The company's completion form, as pure logic: the lines it may adjust, the difference to
 * explain, and the server's own rule checked before sending (the server checks again).
 */

/** An added item of an 'Extra goods' adjustment, as typed. */
export interface ExtraGoodsDraft {
  name: string;
  quantity: number | '';
  cubic_feet: number | '';
}

export interface AdjustmentDraft {
  line: string;
  amount: number | '';
  reason: string;
  /** Only read on the Extra goods line. */
  items: ExtraGoodsDraft[];
}

export const newExtraGoodsItem = (): ExtraGoodsDraft => ({ name: '', quantity: 1, cubic_feet: '' });

export interface CompletionDraft {
  finalPrice: number | '';
  adjustments: AdjustmentDraft[];
}

export const newAdjustment = (terms: BookedTerms): AdjustmentDraft => ({
  line: adjustmentLinesOf(terms)[0],
  amount: '',
  reason: '',
  items: [],
});

/** Final minus agreed, to the cent; 0 until a final price is typed. */
export const differenceOf = (draft: CompletionDraft, agreed: number) =>
  draft.finalPrice === '' ? 0 : toCents(draft.finalPrice - agreed);

export function toCompletionBody(draft: CompletionDraft): CompleteBookingBody {
  return {
    final_price: draft.finalPrice === '' ? 0 : draft.finalPrice,
    adjustments: draft.adjustments.map((adjustment) => ({
      line: adjustment.line,
      amount: adjustment.amount === '' ? 0 : adjustment.amount,
      reason: adjustment.reason.trim(),
      ...(adjustment.line === EXTRA_GOODS_LINE
        ? {
            items: adjustment.items.map((item) => ({
              name: item.name.trim(),
              quantity: item.quantity === '' ? 0 : item.quantity,
              cubic_feet: item.cubic_feet === '' ? 0 : item.cubic_feet,
            })),
          }
        : {}),
    })),
  };
}

/** What stops the form from being sent, in the server's words; null when it may be sent. */
export function draftProblem(terms: BookedTerms, draft: CompletionDraft): string | null {
  if (draft.finalPrice === '') return 'Enter the final price in dollars';
  const incomplete = draft.adjustments.find((a) => a.amount === '' || a.reason.trim().length < 3);
  if (incomplete) return 'Give each adjustment an amount and a reason of at least 3 characters';
  const extraGoods = draft.adjustments.filter((a) => a.line === EXTRA_GOODS_LINE).flatMap((a) => a.items);
  if (
    extraGoods.some(
      (item) => !item.name.trim() || item.quantity === '' || item.cubic_feet === '' || item.cubic_feet <= 0,
    )
  )
    return 'Give each added item a name, a quantity and its cubic feet';
  return completionRefusal(terms, toCompletionBody(draft));
}

/**
 * The form's resolver for these terms: the body when the draft may be sent, else the one
 * problem as the form's root error (the rule spans the price and every adjustment).
 */
export function completionResolver(terms: BookedTerms): Resolver<CompletionDraft, unknown, CompleteBookingBody> {
  return (draft) => {
    const problem = draftProblem(terms, draft);
    if (problem) return Promise.resolve({ values: {}, errors: { root: { type: 'rule', message: problem } } });
    return Promise.resolve({ values: toCompletionBody(draft), errors: {} });
  };
}

/** The move day (YYYY-MM-DD) has come, in the Carolinas. */
export function moveDayHasCome(moveDay: string, now: Date = new Date()): boolean {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(now);
  return moveDay <= today;
}
