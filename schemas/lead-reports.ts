import * as z from 'zod';
import { IdSchema } from './common';
import { noControlCharacters, CONTROL_CHARACTERS_MESSAGE } from './reviews';

/*
 * A company reports a lead as invalid (docs/lead-reports.md): one report per company and move,
 * queued for an admin, who marks the move invalid (every token spent on it comes back) or
 * dismisses the report.
 */

export const LEAD_REPORT_REASONS = ['UNREACHABLE', 'NOT_A_REAL_MOVE', 'DUPLICATE'] as const;
export type LeadReportReason = (typeof LEAD_REPORT_REASONS)[number];

export const LEAD_REPORT_REASON_LABELS: Record<LeadReportReason, string> = {
  UNREACHABLE: 'Customer unreachable',
  NOT_A_REAL_MOVE: 'Not a real move',
  DUPLICATE: 'Duplicate of another request',
};

export const LEAD_REPORT_NOTE_MAX = 1000;

export const LEAD_REPORT_MESSAGES = {
  reason: 'Please choose why this lead is invalid',
  note: `The note can be at most ${LEAD_REPORT_NOTE_MAX} characters`,
  alreadyReported: 'You already reported this lead',
  reported: 'Thanks, an admin will look at this lead',
  notOpen: 'This report is not open',
  dismissed: 'Report dismissed',
} as const;

export const LeadReportParamsSchema = z.object({ move_request_id: IdSchema });

/** POST /api/lead-reports/{move_request_id}: why, and an optional plain-text note. */
export const LeadReportBodySchema = z.strictObject({
  reason: z.enum(LEAD_REPORT_REASONS, { error: LEAD_REPORT_MESSAGES.reason }),
  note: z
    .string({ error: LEAD_REPORT_MESSAGES.note })
    .trim()
    .max(LEAD_REPORT_NOTE_MAX, LEAD_REPORT_MESSAGES.note)
    .refine(noControlCharacters, CONTROL_CHARACTERS_MESSAGE)
    .default(''),
});
export type LeadReportBody = z.input<typeof LeadReportBodySchema>;

export const LeadReportSchema = z.object({
  move_request_id: z.string(),
  moving_company_id: z.string(),
  reason: z.enum(LEAD_REPORT_REASONS),
  note: z.string(),
  reported_at: z.string(),
});
export type LeadReport = z.infer<typeof LeadReportSchema>;

/** One open report in the admin's queue, with the move and the company it names. */
export const OpenLeadReportSchema = LeadReportSchema.extend({
  company_name: z.string(),
  move: z
    .object({
      from_city: z.string(),
      from_state: z.string(),
      to_city: z.string(),
      to_state: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      invalidated: z.boolean(),
    })
    .nullable(),
});
export type OpenLeadReport = z.infer<typeof OpenLeadReportSchema>;

export const OpenLeadReportsSchema = z.object({ items: z.array(OpenLeadReportSchema) });

export const LeadReportDecisionParamsSchema = z.object({ move_request_id: IdSchema, company_id: IdSchema });
export const LeadReportDismissedSchema = z.object({
  move_request_id: z.string(),
  moving_company_id: z.string(),
  dismissed_at: z.string(),
});
