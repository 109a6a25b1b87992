import { LEAD_REPORT_MESSAGES } from '@schemas/lead-reports';
import { QUOTE_MESSAGES } from '@schemas/company-quotes';
import { routes } from '@schemas/routes';
import { fileLeadReport } from '@functions/core/data/lead-report/lead-reports';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { findQuoteOf } from '@functions/core/data/quote/quotes';
import { callersLeadCompany } from '@functions/platform/http/callers-company';
import { conflict, notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { canCompanyReadMove, leadChoiceRefusal, leadRefusal } from '@functions/lead-payments';
import { leadReportView } from './lead-report-views';

/**
 * POST /api/lead-reports/{move_request_id} — a company reports a lead as invalid. Reads: the
 * caller's profile and company (access patterns 1, 5), the move request (access pattern 10)
 * and the company's quote of it (main key); writes the lead report (access pattern LR1),
 * once per company and move (409 'You already reported this lead'). Callers: MOVING_COMPANY
 * (unverified: 403; no plan: 402) on a lead it may see under the lead rule and the customer's
 * choice, or one it holds a quote of; any other move answers 404 as an unknown id.
 */
export const reportLead: PlainHandler<typeof routes.reportLead> = async ({ auth, params, body }) => {
  const company = await callersLeadCompany(auth);
  const [move, quote] = await Promise.all([
    findMoveRequest(params.move_request_id, { consistent: true }),
    findQuoteOf(params.move_request_id, company.id),
  ]);
  const mayReport =
    move !== null &&
    ((leadRefusal(company, move, 'see') === null && leadChoiceRefusal(move, quote, 'see') === null) ||
      canCompanyReadMove(company, move, { quote, saved: false }));
  if (!move || !mayReport) throw notFound(QUOTE_MESSAGES.moveNotFound);
  const report = await fileLeadReport(
    {
      move_request_id: move.id,
      moving_company_id: company.id,
      reported_by_user_id: auth.userId,
      reason: body.reason,
      note: body.note,
    },
    new Date(),
  );
  if (!report) throw conflict(LEAD_REPORT_MESSAGES.alreadyReported);
  return leadReportView(report);
};

export const handler = httpHandler(routes.reportLead, reportLead);
