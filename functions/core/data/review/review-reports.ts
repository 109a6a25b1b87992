import { Entity, type EntityItem } from 'electrodb';
import { REPORT_REASONS, type ReportReason } from '@schemas/reviews';
import { entityConfig, lazyEntity } from '@functions/core/data/table';
import { queryGsi4Queue } from '@functions/core/data/sparse-queue';
import { transactItem, transactWrite } from '@functions/core/data/transact-write';
import { statusIn } from '@functions/core/data/status-condition';
import { companyReviewEntity, REPORTS_OPEN_KEY, type CompanyReviewItem } from './company-reviews';

/**
 * One person's report of one review: BOOKING#<quote_id> / REVIEWREPORT#<user_id>, beside the
 * review, written once per reporter (a second report of the same review is refused by the
 * database). The review counts its open reports and, while any is open, carries the sparse
 * gsi4 keys of the admin's queue (REVIEWREPORTS#OPEN / <first_reported_at>#<quote_id>). The
 * reports stay as the record of what was said; the ones of the current round are those
 * reported at or after the review's first_reported_at.
 */
export const reviewReportEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'reviewReport', version: '1', service: 'movematch' },
        attributes: {
          quote_id: { type: 'string', required: true, readOnly: true },
          user_id: { type: 'string', required: true, readOnly: true },
          reason: { type: REPORT_REASONS, required: true, readOnly: true },
          note: { type: 'string', readOnly: true },
          reported_at: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          byReview: {
            pk: { field: 'pk', composite: ['quote_id'], template: 'BOOKING#${quote_id}', casing: 'none' },
            sk: { field: 'sk', composite: ['user_id'], template: 'REVIEWREPORT#${user_id}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type ReviewReportItem = EntityItem<ReturnType<typeof reviewReportEntity>>;

export interface NewReviewReport {
  quote_id: string;
  user_id: string;
  reason: ReportReason;
  note: string;
}

/**
 * - reported: the report is written and the review is in the admin's queue;
 * - alreadyReported: this person reported this review before;
 * - notReportable: the review is gone or not public (still SUBMITTED).
 */
export type ReportOutcome = 'reported' | 'alreadyReported' | 'notReportable';

/**
 * Files a report, once per reporter and review, in one transaction with the review's count of
 * open reports (+1) and its queue keys. The first open report sets when the round started
 * (if_not_exists), so the queue orders reviews by their oldest undecided report.
 */
export async function reportReview(report: NewReviewReport, now: Date): Promise<ReportOutcome> {
  const at = now.toISOString();
  const { note, ...rest } = report;
  const outcome = await transactWrite({
    report: transactItem(reviewReportEntity().create({ ...rest, ...(note ? { note } : {}), reported_at: at })),
    review: transactItem(
      companyReviewEntity()
        .patch({ quote_id: report.quote_id })
        .data((attr, op) => {
          op.add(attr.open_reports, 1);
          op.set(attr.report_key, REPORTS_OPEN_KEY);
          op.ifNotExists(attr.first_reported_at, at);
          op.ifNotExists(attr.report_sort, `${at}#${report.quote_id}`);
        })
        .where(statusIn(['PUBLISHED', 'HIDDEN'])),
    ),
  });
  if (outcome.ok) return 'reported';
  return outcome.refused('report') ? 'alreadyReported' : 'notReportable';
}

/** Reviews with open reports, the oldest first report first (the admin's queue). */
export async function reviewsWithOpenReports(limit: number): Promise<CompanyReviewItem[]> {
  // The queue keys are sparse attributes, not an ElectroDB index: parsed by the entity.
  return companyReviewEntity().parse({ Items: await queryGsi4Queue(REPORTS_OPEN_KEY, limit) }).data;
}

/** The open round's reports of a review (reported since its first open report), oldest first. */
export async function openReportsOf(review: CompanyReviewItem): Promise<ReviewReportItem[]> {
  const since = review.first_reported_at;
  if (!since || !review.open_reports) return [];
  const { data } = await reviewReportEntity().query.byReview({ quote_id: review.quote_id }).go({ pages: 'all' });
  return data
    .filter((report) => report.reported_at >= since)
    .sort((a, b) => a.reported_at.localeCompare(b.reported_at));
}

/**
 * An admin keeps the review as it is: its open reports are closed (count 0, out of the queue)
 * and who decided and when is recorded; its ratings and the counters are untouched. False when
 * no report was open.
 */
export async function dismissReviewReports(quoteId: string, adminId: string, now: Date): Promise<boolean> {
  const outcome = await transactWrite({
    review: transactItem(
      companyReviewEntity()
        .patch({ quote_id: quoteId })
        .set({ open_reports: 0, reports_dismissed_at: now.toISOString(), reports_dismissed_by: adminId })
        .remove(['report_key', 'report_sort', 'first_reported_at'])
        .where((attr, op) => op.gt(attr.open_reports, 0)),
    ),
  });
  return outcome.ok;
}
