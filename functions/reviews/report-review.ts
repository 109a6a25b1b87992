import { routes } from '@schemas/routes';
import { REVIEW_MESSAGES } from '@schemas/reviews';
import { reportReview as fileReport } from '@functions/core/data/review/review-reports';
import { publishEvent } from '@functions/platform/events';
import { badRequest, conflict, notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { publicReview, REVIEW_NOT_FOUND } from './moderated-review';
import { toPublicReview } from './public-review-views';

/**
 * POST /api/review/{id}/report: anyone signed in reports a published (or hidden) review with a
 * reason from the list and an optional note, once per person and review; it joins the admin's
 * queue. Reporting changes nothing anyone else sees: the review stays as it is until an admin
 * decides.
 * Reads: the review (companyReview, by its booking). Writes: the report and the review's open
 * report count and queue keys, one transaction (review-reports.ts). Publishes ReviewReported.
 * Refusals: no review or not yet published 404; the reviewer's own review 400; a second report 409.
 */
export const reportReview: PlainHandler<typeof routes.reportReview> = async ({ auth, params, body }) => {
  const review = await publicReview(params.id);
  if (review.customer_id === auth.userId) throw badRequest(REVIEW_MESSAGES.ownReview);
  const outcome = await fileReport(
    { quote_id: review.quote_id, user_id: auth.userId, reason: body.reason, note: body.note },
    new Date(),
  );
  if (outcome === 'alreadyReported') throw conflict(REVIEW_MESSAGES.alreadyReported);
  if (outcome === 'notReportable') throw notFound(REVIEW_NOT_FOUND);
  await publishEvent('ReviewReported', { quoteId: review.quote_id, reporterId: auth.userId, reason: body.reason });
  return toPublicReview(review, auth.userId);
};

export const handler = httpHandler(routes.reportReview, reportReview);
