import { routes } from '@schemas/routes';
import { REVIEW_MESSAGES } from '@schemas/reviews';
import { findReview } from '@functions/core/data/review/company-reviews';
import { hideReview as writeHidden } from '@functions/core/data/review/review-publication';
import { publishEvent } from '@functions/platform/events';
import { conflict } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { publicReview } from './moderated-review';
import { toPublicReview } from './public-review-views';

/** A hide meets a write in between (an edit, a new report) at most this many times before giving up. */
const ATTEMPTS = 3;

/**
 * POST /api/admin/reviews/{id}/hide (ADMIN): hides a published review for one of the listed
 * reasons only (the body schema refuses any other with 400, nothing written). The review keeps
 * its place on the company page and shows 'Hidden by MoveMatch: <reason>' instead of its
 * ratings, text and photos; it leaves the company's and the marketplace's averages; its open
 * reports are closed; who hid it, why and when are recorded. Never for being negative
 * (docs/reviews.md, Moderation and the FTC rule).
 * Reads: the review. Writes: the review and both counters, one transaction, on condition the
 * review is still the one read (an edit in between: read again and hide that). Publishes
 * ReviewHidden (the reviewer is e-mailed).
 * Refusals: no review or not yet published 404; already hidden 409.
 */
export const hideReview: PlainHandler<typeof routes.hideReview> = async ({ auth, params, body }) => {
  let review = await publicReview(params.id);
  for (let attempt = 1; ; attempt++) {
    if (review.status === 'HIDDEN') throw conflict(REVIEW_MESSAGES.alreadyHidden);
    if (await writeHidden(review, body.reason, auth.userId, new Date())) break;
    if (attempt >= ATTEMPTS) throw conflict(REVIEW_MESSAGES.alreadyHidden);
    review = await publicReview(params.id);
  }
  await publishEvent('ReviewHidden', { quoteId: review.quote_id, reason: body.reason });
  return toPublicReview((await findReview(review.quote_id))!, auth.userId);
};

export const handler = httpHandler(routes.hideReview, hideReview);
