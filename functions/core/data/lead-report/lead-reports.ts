import { Entity, type EntityItem } from 'electrodb';
import { LEAD_REPORT_REASONS, type LeadReportReason } from '@schemas/lead-reports';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { entityConfig, lazyEntity } from '@functions/core/data/table';
import { queryGsi4Queue } from '@functions/core/data/sparse-queue';

/**
 * One company's report of one lead as invalid: LEADREPORT#<move_request_id> /
 * COMPANY#<moving_company_id>, written once per company and move (a second is refused by the
 * database). While open it carries the sparse gsi4 keys of the admin's queue
 * (LEADREPORTS#OPEN / <reported_at>#<move_request_id>#<company_id>); an admin's decision
 * removes them and records the outcome, and the item stays as the record of what was said.
 */
export const leadReportEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'leadReport', version: '1', service: 'movematch' },
        attributes: {
          move_request_id: { type: 'string', required: true, readOnly: true },
          moving_company_id: { type: 'string', required: true, readOnly: true },
          reported_by_user_id: { type: 'string', required: true, readOnly: true },
          reason: { type: LEAD_REPORT_REASONS, required: true, readOnly: true },
          note: { type: 'string', readOnly: true },
          reported_at: { type: 'string', required: true, readOnly: true },
          /** How an admin closed it: the move marked invalid, or the report dismissed. */
          outcome: { type: ['MOVE_INVALID', 'DISMISSED'] as const },
          closed_at: { type: 'string' },
          closed_by: { type: 'string' },
          queue_key: { type: 'string', field: 'gsi4pk' },
          queue_sort: { type: 'string', field: 'gsi4sk' },
        },
        indexes: {
          byMove: {
            pk: {
              field: 'pk',
              composite: ['move_request_id'],
              template: 'LEADREPORT#${move_request_id}',
              casing: 'none',
            },
            sk: {
              field: 'sk',
              composite: ['moving_company_id'],
              template: 'COMPANY#${moving_company_id}',
              casing: 'none',
            },
          },
        },
      },
      entityConfig(),
    ),
);

export type LeadReportItem = EntityItem<ReturnType<typeof leadReportEntity>>;

export const LEAD_REPORTS_OPEN_KEY = 'LEADREPORTS#OPEN';

export interface NewLeadReport {
  move_request_id: string;
  moving_company_id: string;
  reported_by_user_id: string;
  reason: LeadReportReason;
  note: string;
}

/** Files a report in the admin's queue; null when this company reported this move before. */
export async function fileLeadReport(report: NewLeadReport, now: Date): Promise<LeadReportItem | null> {
  const at = now.toISOString();
  const { note, ...rest } = report;
  try {
    const { data } = await leadReportEntity()
      .create({
        ...rest,
        ...(note ? { note } : {}),
        reported_at: at,
        queue_key: LEAD_REPORTS_OPEN_KEY,
        queue_sort: `${at}#${report.move_request_id}#${report.moving_company_id}`,
      })
      .go();
    return data;
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

/** The open reports, oldest first (the admin's queue). */
export async function openLeadReports(limit: number): Promise<LeadReportItem[]> {
  // The queue keys are sparse attributes, not an ElectroDB index: parsed by the entity.
  return leadReportEntity().parse({ Items: await queryGsi4Queue(LEAD_REPORTS_OPEN_KEY, limit) }).data;
}

/** Every report of a move, open or closed. */
export async function reportsOfMove(moveRequestId: string): Promise<LeadReportItem[]> {
  const { data } = await leadReportEntity()
    .query.byMove({ move_request_id: moveRequestId })
    .go({ pages: 'all', consistent: true });
  return data;
}

/**
 * Closes one open report with an admin's decision (out of the queue, outcome recorded). False
 * when the report does not exist or was already closed.
 */
export async function closeLeadReport(
  key: { move_request_id: string; moving_company_id: string },
  outcome: 'MOVE_INVALID' | 'DISMISSED',
  adminId: string,
  now: Date,
): Promise<boolean> {
  try {
    await leadReportEntity()
      .patch(key)
      .set({ outcome, closed_at: now.toISOString(), closed_by: adminId })
      .remove(['queue_key', 'queue_sort'])
      .where((attr, op) => op.exists(attr.queue_key))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** An admin marked the move invalid: every open report of it is closed with that outcome. */
export async function closeReportsOfInvalidMove(moveRequestId: string, adminId: string, now: Date): Promise<number> {
  const open = (await reportsOfMove(moveRequestId)).filter((report) => report.queue_key);
  const closed = await Promise.all(open.map((report) => closeLeadReport(report, 'MOVE_INVALID', adminId, now)));
  return closed.filter(Boolean).length;
}
