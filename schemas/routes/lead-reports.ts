import { defineRoute, type RouteDef } from '../route';
import {
  LeadReportBodySchema,
  LeadReportDecisionParamsSchema,
  LeadReportDismissedSchema,
  LeadReportParamsSchema,
  LeadReportSchema,
  OpenLeadReportsSchema,
} from '../lead-reports';

/** Invalid-lead reports (docs/lead-reports.md): a company reports a lead, an admin decides. */
export const leadReportRoutes = {
  reportLead: defineRoute({
    method: 'POST',
    path: '/api/lead-reports/{move_request_id}',
    roles: ['MOVING_COMPANY'],
    handler: 'lead-reports/report-lead',
    summary:
      'A company with access to a lead reports it as invalid (unreachable, not a real move, duplicate), once per company and move (409 on a second)',
    params: LeadReportParamsSchema,
    body: LeadReportBodySchema,
    response: LeadReportSchema,
    status: 201,
  }),
  listOpenLeadReports: defineRoute({
    method: 'GET',
    path: '/api/admin/lead-reports',
    roles: ['ADMIN'],
    handler: 'lead-reports/list-open-lead-reports',
    summary: "The admin's queue of open invalid-lead reports, oldest first, with the move and the company",
    response: OpenLeadReportsSchema,
  }),
  dismissLeadReport: defineRoute({
    method: 'POST',
    path: '/api/admin/lead-reports/{move_request_id}/{company_id}/dismiss',
    roles: ['ADMIN'],
    handler: 'lead-reports/dismiss-lead-report',
    summary: 'An admin keeps the lead: the report leaves the queue (the move stays valid)',
    params: LeadReportDecisionParamsSchema,
    response: LeadReportDismissedSchema,
  }),
} satisfies Record<string, RouteDef>;
