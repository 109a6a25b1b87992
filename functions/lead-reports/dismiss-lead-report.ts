import { LEAD_REPORT_MESSAGES } from '@schemas/lead-reports';
import { routes } from '@schemas/routes';
import { closeLeadReport } from '@functions/core/data/lead-report/lead-reports';
import { notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';

/**
 * POST /api/admin/lead-reports/{move_request_id}/{company_id}/dismiss — an admin keeps the
 * lead: the report leaves the queue with outcome DISMISSED (access pattern LR3); the move is
 * untouched. Callers: ADMIN. 404 when no such report is open.
 */
export const dismissLeadReport: PlainHandler<typeof routes.dismissLeadReport> = async ({ auth, params }) => {
  const now = new Date();
  const key = { move_request_id: params.move_request_id, moving_company_id: params.company_id };
  if (!(await closeLeadReport(key, 'DISMISSED', auth.userId, now))) throw notFound(LEAD_REPORT_MESSAGES.notOpen);
  return { ...key, dismissed_at: now.toISOString() };
};

export const handler = httpHandler(routes.dismissLeadReport, dismissLeadReport);
