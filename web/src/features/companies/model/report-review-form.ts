import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { REPORT_REASON_LABELS, REPORT_REASONS, ReportReviewBodySchema, type ReportReviewBody } from '@schemas/reviews';

/* The report dialog's form: a reason from the contract's list and an optional note. */

export type ReportReviewFormValues = ReportReviewBody;

export const EMPTY_REPORT: Partial<ReportReviewFormValues> = { note: '' };

export const reportReviewResolver = zodResolver(ReportReviewBodySchema) as unknown as Resolver<ReportReviewFormValues>;

export const REPORT_REASON_OPTIONS = REPORT_REASONS.map((reason) => ({
  value: reason,
  label: REPORT_REASON_LABELS[reason],
}));
