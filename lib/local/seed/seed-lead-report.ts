import { fileLeadReport } from '@functions/core/data/lead-report/lead-reports';
import { findUserByEmail } from '@functions/core/data/user/users';
import { DEMO_COMPANY_ID } from './companies';
import { demoMoveId } from './demo-moves';

/**
 * One open invalid-lead report, so the admin's 'Reported leads' section has something to
 * decide: Tar Heel Moving Co. reports demo move 4 (a Chapel Hill move it never quoted) as not a
 * real move. Written once: a rerun, or a report the admin already decided, leaves it as it is.
 */
export const SEEDED_LEAD_REPORT = {
  move_request_id: demoMoveId(4),
  moving_company_id: DEMO_COMPANY_ID,
  reason: 'NOT_A_REAL_MOVE',
  note: 'The from address is an empty lot on the county map, and two messages got no answer.',
} as const;

/** Files the demo report by company@example.com; true when this run wrote it. */
export async function seedLeadReport(): Promise<boolean> {
  const reporter = await findUserByEmail('company@example.com');
  if (!reporter) return false;
  const report = await fileLeadReport({ ...SEEDED_LEAD_REPORT, reported_by_user_id: reporter.id }, new Date());
  return report !== null;
}
