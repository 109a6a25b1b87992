import { describe, expect, it } from 'vitest';
import type { BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import { reviewerName } from '@functions/reviews/new-review';
import { editableUntil, reviewWindowOf, reviewWindowOpen } from '@functions/reviews/review-window';

const move = (fields: Partial<BookedMoveItem>) => ({ stage: 'COMPLETED', ...fields }) as BookedMoveItem;

describe('the review window', () => {
  it('opens at the confirmation, or at the resolution of a dispute, and only for a completed move', () => {
    const confirmed = reviewWindowOf(move({ completion_confirmed_at: '2026-03-01T12:00:00.000Z' }));
    expect(confirmed).toEqual({
      completedAt: '2026-03-01T12:00:00.000Z',
      reviewUntil: '2026-03-31T12:00:00.000Z',
      revealDue: '2026-03-15T12:00:00.000Z',
    });
    expect(reviewWindowOf(move({ resolved_at: '2026-03-02T00:00:00.000Z' }))?.completedAt).toBe(
      '2026-03-02T00:00:00.000Z',
    );
    expect(reviewWindowOf(move({ stage: 'COMPLETED_PENDING', completed_at: '2026-03-01T00:00:00.000Z' }))).toBeNull();
    expect(reviewWindowOf(move({ stage: 'DISPUTED' }))).toBeNull();
  });

  it('is open up to its last moment, and an edit 48 hours after publication', () => {
    const window = reviewWindowOf(move({ completion_confirmed_at: '2026-03-01T12:00:00.000Z' }))!;
    expect(reviewWindowOpen(window, new Date('2026-03-31T12:00:00.000Z'))).toBe(true);
    expect(reviewWindowOpen(window, new Date('2026-03-31T12:00:00.001Z'))).toBe(false);
    expect(editableUntil('2026-03-05T10:00:00.000Z')).toBe('2026-03-07T10:00:00.000Z');
  });
});

describe('reviewerName', () => {
  it('is the first name and the last initial', () => {
    expect(reviewerName('Sam', 'rivera')).toBe('Sam R.');
    expect(reviewerName(' Ann ', '')).toBe('Ann');
  });
});
