import { routes } from '@schemas/routes';
import { openLeadReports } from '@functions/core/data/lead-report/lead-reports';
import { findMoveRequests } from '@functions/core/data/move-request/move-requests';
import { findCompanies } from '@functions/core/data/company/moving-companies';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { openLeadReportView } from './lead-report-views';

/** The queue shows at most this many open reports at a time, the oldest first. */
const QUEUE_LIMIT = 50;

/**
 * GET /api/admin/lead-reports — the admin's queue of open invalid-lead reports. Reads: the
 * open reports (access pattern LR2), then the moves and companies they name (BatchGet).
 * Callers: ADMIN.
 */
export const listOpenLeadReports: PlainHandler<typeof routes.listOpenLeadReports> = async () => {
  const reports = await openLeadReports(QUEUE_LIMIT);
  const [moves, companies] = await Promise.all([
    findMoveRequests([...new Set(reports.map((report) => report.move_request_id))]),
    findCompanies([...new Set(reports.map((report) => report.moving_company_id))]),
  ]);
  return {
    items: reports.map((report) =>
      openLeadReportView(report, moves.get(report.move_request_id), companies.get(report.moving_company_id)),
    ),
  };
};

export const handler = httpHandler(routes.listOpenLeadReports, listOpenLeadReports);
