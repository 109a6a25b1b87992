import type { LeadReport, OpenLeadReport } from '@schemas/lead-reports';
import type { LeadReportItem } from '@functions/core/data/lead-report/lead-reports';
import { moveRouteOf, type MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';

/** A report as the API shows it. */
export const leadReportView = (report: LeadReportItem): LeadReport => ({
  move_request_id: report.move_request_id,
  moving_company_id: report.moving_company_id,
  reason: report.reason,
  note: report.note ?? '',
  reported_at: report.reported_at,
});

/** An open report in the admin's queue: the move's cities and dates, the company's name. */
export const openLeadReportView = (
  report: LeadReportItem,
  move: MoveRequestItem | undefined,
  company: MovingCompanyItem | undefined,
): OpenLeadReport => ({
  ...leadReportView(report),
  company_name: company?.name ?? 'Unknown company',
  move: move ? { ...moveRouteOf(move), invalidated: Boolean(move.invalidated_at) } : null,
});
