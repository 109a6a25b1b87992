import { formatCalendarDay } from '@schemas/date-text';
import { formatDollars } from '@schemas/money';
import type { EstimateType } from '@schemas/estimates';

/** The words of the completion section of the booking page. */
export const COMPLETION_UI = {
  title: 'After the move',
  completeIntro: 'Mark the move completed with the final price. Your customer has 7 days to confirm or dispute it.',
  finalPrice: 'Final price',
  agreedTotal: (total: number) => `Agreed total: ${formatDollars(total)}`,
  cap: (type: EstimateType | null, cap: number) =>
    type === 'BINDING'
      ? `Binding estimate: the final price is the agreed total, ${formatDollars(cap)}.`
      : type === 'NON_BINDING_HOURLY'
        ? `Non-binding estimate: the final price is at most ${formatDollars(cap)} (110 % of the estimate, MoveMatch’s cap).`
        : `Not to exceed: at most ${formatDollars(cap)}.`,
  adjustmentsTitle: 'Why the final price differs',
  adjustmentsHint: (difference: number) =>
    `Explain the ${formatDollars(Math.abs(difference))} ${difference < 0 ? 'reduction' : 'increase'} line by line; the adjustments must add up to it.`,
  addAdjustment: 'Add an adjustment',
  removeAdjustment: 'Remove',
  line: 'Line',
  amount: 'Amount (negative for a reduction)',
  reason: 'Reason',
  markCompleted: 'Mark move completed',
  completed: 'Move marked completed. Your customer has been asked to confirm.',
  completeFailed: 'Could not mark the move completed',
  beforeDay: (day: string) => `You can mark the move completed from its move day, ${formatCalendarDay(day)}, on.`,
  confirmIntro: (deadline: string) =>
    `Please confirm the final price or dispute it by ${deadline}. Without an answer by then it counts as confirmed.`,
  confirm: 'Confirm completion',
  confirmed: 'Thank you. The move is completed.',
  confirmFailed: 'Could not confirm the completion',
  disputeTitle: 'Dispute the final price',
  disputeOpen: 'Dispute',
  disputeReason: 'What went wrong',
  disputeReasonHint: '20 to 2000 characters. MoveMatch reads both sides’ records.',
  photos: 'Photos (optional, up to 4)',
  fairPrice: 'The final price you think is fair (optional)',
  fairPriceHint: (agreed: number, final: number) =>
    `Below the company’s ${formatDollars(final)}. Leave it empty to ask for the agreed total (${formatDollars(Math.min(agreed, final))}).`,
  sideTitle: 'Your side of the dispute',
  sideIntro: 'Tell MoveMatch what happened: the admin reads it with the customer’s reason before deciding.',
  sideLabel: 'What happened',
  sideHint: '20 to 2000 characters. Only MoveMatch reads it.',
  sendSide: 'Send your side',
  updateSide: 'Update your side',
  sideSent: 'Your side was sent to MoveMatch.',
  sideFailed: 'Could not send your side',
  sideGiven: (day: string) => `You gave your side on ${day}:`,
  sendDispute: 'Send dispute',
  disputed: 'Your dispute was sent. MoveMatch will review it.',
  disputeFailed: 'Could not send the dispute',
  uploadFailed: 'Could not upload the photo',
} as const;
