import { CURSOR_INVALID } from '@schemas/paging';
import { routes } from '@schemas/routes';
import { REVIEWS_PAGE_SIZE, reviewSummaryOf } from '@schemas/reviews';
import { canSeeCompany } from '@functions/companies';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { companyReviewsPage } from '@functions/core/data/review/company-reviews';
import { badRequest, notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { decodePageCursor, encodePageCursor } from '@functions/platform/http/page-cursor';
import { toPublicReview } from './public-review-views';

/**
 * GET /api/moving-company/{id}/reviews[?sort=newest|highest|lowest&cursor=] — the company page's
 * reviews: the summary from the counters on the company item, and one page (REVIEWS_PAGE_SIZE)
 * of its published and hidden reviews in the chosen order.
 * Reads: the company (access pattern 5), then one Query of the page on the company's review list
 * (newest, or by rating): 1 + the reviews returned (and the caller's profile for a company user of
 * an unverified company). Visible exactly as GET /moving-company/{id}: a company nobody may see
 * is the same 404 as an unknown one. The cursor names its order, so one from another order is a 400.
 */
export const listCompanyReviews: PlainHandler<typeof routes.listCompanyReviews> = async ({ auth, params, query }) => {
  const [cursorSort, after] = query.cursor ? decodePageCursor(query.cursor, 2) : [];
  if (cursorSort !== undefined && cursorSort !== query.sort) throw badRequest(CURSOR_INVALID);
  const company = await findCompany(params.id);
  if (!company || !(await canSeeCompany(auth, company))) throw notFound('Moving company not found');
  const page = await companyReviewsPage(company.id, query.sort, REVIEWS_PAGE_SIZE, after);
  return {
    summary: reviewSummaryOf(company),
    reviews: page.reviews.map((review) => toPublicReview(review, auth.userId)),
    nextCursor: page.after ? encodePageCursor([query.sort, page.after]) : null,
  };
};

export const handler = httpHandler(routes.listCompanyReviews, listCompanyReviews);
