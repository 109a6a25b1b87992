import {
  HIDE_REASON_LABELS,
  HIDE_REASONS,
  REVIEW_ASPECT_LABELS,
  REVIEW_ASPECTS,
  type PublicReview,
  type ReviewRatings,
  type ReviewReportRowSchema,
} from '@schemas/reviews';
import type * as z from 'zod';

/** One row of the queue: a reported review, its company, its open reports. */
export type ReportRow = z.infer<typeof ReviewReportRowSchema>;

/** The 'Reported reviews' section's words. */
export const REPORTED_REVIEWS_TEXT = {
  title: 'Reported reviews',
  intro:
    'Reviews someone reported, oldest report first. Hide a review only for one of the listed reasons, never because it is negative; otherwise keep it.',
  loading: 'Loading the reported reviews',
  loadFailed: 'Failed to load the reported reviews',
  none: 'No review is waiting for a decision.',
  hideReason: 'Reason to hide',
  hideReasonHint: 'Shown in place of the review as “Hidden by MoveMatch: <reason>” and e-mailed to the reviewer',
  hide: 'Hide',
  keep: 'Keep review',
  hidden: (company: string) => `The review of ${company} is hidden; the reviewer is told by e-mail.`,
  kept: (company: string) => `The review of ${company} is kept and its reports are closed.`,
  hideFailed: 'Failed to hide the review',
  keepFailed: 'Failed to keep the review',
} as const;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The hide reasons for the select: only the listed four. */
export const HIDE_REASON_OPTIONS = HIDE_REASONS.map((value) => ({
  value,
  label: capitalized(HIDE_REASON_LABELS[value]),
}));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Dec 2026 · Raleigh, NC → Charleston, SC'. */
export function moveLine(move: PublicReview['move']): string {
  const [year, month] = move.month.split('-');
  const when = `${MONTHS[Number(month) - 1] ?? month} ${year}`;
  return `${when} · ${move.from_city}, ${move.from_state} → ${move.to_city}, ${move.to_state}`;
}

/** The four ratings beside the overall one, as text: 'On time 4/5 · Care of belongings 5/5 · …'. */
export const aspectsLine = (ratings: ReviewRatings) =>
  REVIEW_ASPECTS.map((aspect) => `${REVIEW_ASPECT_LABELS[aspect]} ${ratings[aspect]}/5`).join(' · ');
