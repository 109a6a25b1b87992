import { findReview, reviewsDueForReveal } from '@functions/core/data/review/company-reviews';
import { publishSubmittedReview } from '@functions/core/data/review/review-publication';
import { publishEvent } from '@functions/platform/events';
import { logger } from '@functions/platform/logger';

/**
 * Publishes every submitted review whose blind period ended by `now` without the company rating
 * the customer, each in its own transaction with the counters, conditional on the review still
 * being the submitted one read (consistently, since the index lags the table and may hold ratings
 * from before an edit), so two runs at once or an edit at the same moment publish it once.
 * Reads: Query gsi3 REVIEWREVEAL#PENDING up to now, in pages of 100, and each review by its key.
 */
export async function revealDueReviews(now: Date): Promise<{ published: number }> {
  let published = 0;
  for (;;) {
    const due = await reviewsDueForReveal(now);
    if (due.length === 0) return { published };
    let progressed = false;
    for (const listed of due) {
      const review = await findReview(listed.quote_id);
      if (review?.status !== 'SUBMITTED' || !(await publishSubmittedReview(review, now))) continue;
      await publishEvent('ReviewPublished', { quoteId: review.quote_id });
      published++;
      progressed = true;
    }
    // Reviews published meanwhile may still be listed: stop rather than loop; the next run retries.
    if (!progressed) return { published };
  }
}

/** Scheduled (schemas/schedules.ts, hourly). */
export const handler = async () => {
  const result = await revealDueReviews(new Date());
  logger.info('Blind reviews revealed', { ...result });
  return result;
};
