import { routes } from '@schemas/routes';
import { REVIEW_MESSAGES } from '@schemas/reviews';
import { findReview, type CompanyReviewItem } from '@functions/core/data/review/company-reviews';
import { answerReview as writeAnswer } from '@functions/core/data/review/review-publication';
import type { UserItem } from '@functions/core/data/user/users';
import { publishEvent } from '@functions/platform/events';
import { conflict, notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { toPublicReview } from './public-review-views';

export const REVIEW_NOT_FOUND = 'Review not found';

/**
 * The review `quoteId` if the caller's company is the reviewed one and it is published. Every
 * other case is the same 404 as an unknown id: a review still SUBMITTED (double-blind: the
 * company must not learn it exists), hidden, or of another company.
 */
async function answerableReview(profile: UserItem | null, quoteId: string): Promise<CompanyReviewItem> {
  const review = await findReview(quoteId);
  const companyId = profile?.moving_company_id;
  if (!review || !companyId || review.moving_company_id !== companyId) throw notFound(REVIEW_NOT_FOUND);
  if (review.status !== 'PUBLISHED') throw notFound(REVIEW_NOT_FOUND);
  return review;
}

/**
 * POST /api/review/{id}/answer: a user of the reviewed company answers a published review
 * publicly, once. Reads: the review (companyReview, by its booking); the caller's profile comes from the auth step. Writes: the answer
 * on the review, on condition it is published and unanswered (a parallel answer gets 409).
 * Publishes ReviewAnswered (the reviewer is e-mailed).
 */
export const answerReview: PlainHandler<typeof routes.answerReview> = async ({ auth, profile, params, body }) => {
  const review = await answerableReview(profile, params.id);
  if (review.answer_text) throw conflict(REVIEW_MESSAGES.alreadyAnswered);
  if (!(await writeAnswer(review.quote_id, body.text, auth.userId, new Date()))) {
    const now = await findReview(review.quote_id);
    if (now?.answer_text) throw conflict(REVIEW_MESSAGES.alreadyAnswered);
    throw notFound(REVIEW_NOT_FOUND);
  }
  await publishEvent('ReviewAnswered', { quoteId: review.quote_id });
  const answered = await findReview(review.quote_id);
  return toPublicReview(answered!, auth.userId);
};

export const handler = httpHandler(routes.answerReview, answerReview);
