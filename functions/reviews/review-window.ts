import { REVIEW_BLIND_DAYS, REVIEW_EDIT_HOURS, REVIEW_WINDOW_DAYS } from '@schemas/reviews';
import type { BookedMoveItem } from '@functions/core/data/quote/booked-moves';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/** When a completed move's reviews may be written, and when a blind review goes out at the latest. */
export interface ReviewWindow {
  /** The customer's confirmation (or 7 days without a dispute), or an admin's resolution. */
  completedAt: string;
  /** completedAt + REVIEW_WINDOW_DAYS: the last moment either side may write. */
  reviewUntil: string;
  /** completedAt + REVIEW_BLIND_DAYS: a submitted review is published by then. */
  revealDue: string;
}

/** The window of a COMPLETED move; null while the move is not completed (nobody reviews it yet). */
export function reviewWindowOf(move: BookedMoveItem): ReviewWindow | null {
  if (move.stage !== 'COMPLETED') return null;
  const completedAt = move.completion_confirmed_at ?? move.resolved_at;
  return completedAt ? reviewWindowFrom(completedAt) : null;
}

/** The window that opened at `completedAt` (a stored review keeps its completed_at). */
export const reviewWindowFrom = (completedAt: string): ReviewWindow => ({
  completedAt,
  reviewUntil: plus(completedAt, REVIEW_WINDOW_DAYS * DAY_MS),
  revealDue: plus(completedAt, REVIEW_BLIND_DAYS * DAY_MS),
});

export const reviewWindowOpen = (window: ReviewWindow, now: Date) => now.toISOString() <= window.reviewUntil;

/** Until when a published review may be edited (REVIEW_EDIT_HOURS after its publication). */
export const editableUntil = (publishedAt: string) => plus(publishedAt, REVIEW_EDIT_HOURS * HOUR_MS);
