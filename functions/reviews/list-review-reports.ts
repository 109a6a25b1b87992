import { routes } from '@schemas/routes';
import { findCompanies } from '@functions/core/data/company/moving-companies';
import { openReportsOf, reviewsWithOpenReports } from '@functions/core/data/review/review-reports';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { toPublicReview } from './public-review-views';

/** Reviews the queue shows at most (oldest report first); the admin works them down. */
export const REPORT_QUEUE_LIMIT = 50;

/**
 * GET /api/admin/reviews/reports (ADMIN): the reviews with open reports, the oldest undecided
 * report first, each with its company and the reasons and notes of its open reports.
 * Reads: Query gsi4 REVIEWREPORTS#OPEN (at most REPORT_QUEUE_LIMIT); BatchGet the companies;
 * per review a Query of its reports (review-reports.ts).
 */
export const listReviewReports: PlainHandler<typeof routes.listReviewReports> = async () => {
  const reviews = await reviewsWithOpenReports(REPORT_QUEUE_LIMIT);
  const [companies, reports] = await Promise.all([
    findCompanies(reviews.map((review) => review.moving_company_id)),
    Promise.all(reviews.map(openReportsOf)),
  ]);
  return {
    rows: reviews.map((review, i) => ({
      review: toPublicReview(review, null),
      company_name: companies.get(review.moving_company_id)?.name ?? '',
      open_reports: review.open_reports ?? 0,
      reports: reports[i].map((report) => ({
        reason: report.reason,
        note: report.note ?? '',
        reported_at: report.reported_at,
      })),
      first_reported_at: review.first_reported_at ?? '',
    })),
  };
};

export const handler = httpHandler(routes.listReviewReports, listReviewReports);
