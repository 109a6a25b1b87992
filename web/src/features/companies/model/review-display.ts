import { formatInstantDay } from '@schemas/date-text';
import {
  REVIEW_ASPECT_LABELS,
  REVIEW_ASPECTS,
  type PublicReview,
  type ReviewAspect,
  type ReviewSummary,
} from '@schemas/reviews';

/* How a review and a company's review summary read on the company page: words, not colour. */

/** 'Dec 2026' for a YYYY-MM month (read in UTC so no time zone moves it). */
export function formatMoveMonth(month: string): string {
  return new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'Dec 2026 · Raleigh, NC → Charleston, SC · Verified booking'. */
export function reviewMoveLine(review: Pick<PublicReview, 'move'>): string {
  const { month, from_city, from_state, to_city, to_state } = review.move;
  return `${formatMoveMonth(month)} · ${from_city}, ${from_state} → ${to_city}, ${to_state} · Verified booking`;
}

/** 'Oct 1, 2026' for a moment, as the reader's calendar has it. */
export function formatReviewDay(iso: string): string {
  return formatInstantDay(iso);
}

/** '★★★★☆' for 4 of 5 (drawn; the words say it for screen readers). */
export const starGlyphs = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

export const ratingWords = (rating: number) => `Rated ${rating} of 5`;

export const reviewCountText = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

export interface StarRow {
  stars: number;
  count: number;
  /** Whole per cent of all reviews. */
  percent: number;
  /** '5 stars: 4 reviews (31%)'. */
  text: string;
}

/** One row per overall star, 5 down to 1, with its count and share in words. */
export function distributionRows(summary: Pick<ReviewSummary, 'count' | 'distribution'>): StarRow[] {
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = summary.distribution[stars - 1] ?? 0;
    const percent = summary.count > 0 ? Math.round((count / summary.count) * 100) : 0;
    return {
      stars,
      count,
      percent,
      text: `${stars} ${stars === 1 ? 'star' : 'stars'}: ${reviewCountText(count)} (${percent}%)`,
    };
  });
}

/** The four ratings beside the overall one, in display order: '4.6' or null when none yet. */
export function aspectRows(summary: Pick<ReviewSummary, 'aspects'>): Array<{
  aspect: ReviewAspect;
  label: string;
  average: number | null;
}> {
  return REVIEW_ASPECTS.map((aspect) => ({
    aspect,
    label: REVIEW_ASPECT_LABELS[aspect],
    average: summary.aspects[aspect],
  }));
}
