import { routes } from '@schemas/routes';
import { REVIEW_MESSAGES } from '@schemas/reviews';
import { findReview } from '@functions/core/data/review/company-reviews';
import { dismissReviewReports as closeReports } from '@functions/core/data/review/review-reports';
import { notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { publicReview } from './moderated-review';
import { toPublicReview } from './public-review-views';

/**
 * POST /api/admin/reviews/{id}/dismiss-reports (ADMIN): 'Keep review': the admin closes the
 * review's open reports and the review stays exactly as it is, in the averages too; who
 * decided and when is recorded on it.
 * Reads: the review. Writes: the review's report count and queue keys (review-reports.ts).
 * Refusals: no review or not yet published 404; no open report 404.
 */
export const dismissReviewReports: PlainHandler<typeof routes.dismissReviewReports> = async ({ auth, params }) => {
  const review = await publicReview(params.id);
  if (!review.open_reports || !(await closeReports(review.quote_id, auth.userId, new Date()))) {
    throw notFound(REVIEW_MESSAGES.noOpenReports);
  }
  return toPublicReview((await findReview(review.quote_id))!, auth.userId);
};

export const handler = httpHandler(routes.dismissReviewReports, dismissReviewReports);
