import { LEAD_REPORT_REASON_LABELS, type OpenLeadReport } from '@schemas/lead-reports';
import { formatDateRange } from '@web/lib/calendar/calendar-dates';

/** The 'Reported leads' section's words. */
export const REPORTED_LEADS_TEXT = {
  title: 'Reported leads',
  intro:
    'Leads companies reported as invalid, oldest first. When the report holds, mark the move invalid: companies stop seeing it, every lead token spent on it goes back and its reports close. Otherwise dismiss the report; the move stays.',
  loading: 'Loading the reported leads',
  loadFailed: 'Failed to load the reported leads',
  none: 'No lead report is waiting for a decision.',
  reportedBy: (company: string, when: string) => `Reported by ${company} on ${when}`,
  moveGone: 'The move request no longer exists',
  alreadyInvalid: 'Already marked invalid',
  markInvalid: 'Mark move invalid',
  dismiss: 'Dismiss',
  confirmTitle: 'Mark this move invalid?',
  confirmText:
    'Every company stops seeing it, every lead token spent on it goes back, and every open report of it closes. This cannot be undone.',
  confirmReason: 'Reason',
  confirmReasonHint: 'Kept with the move request',
  cancel: 'Cancel',
  markFailed: 'Failed to mark the move request invalid',
  dismissed: (company: string) => `The report by ${company} is dismissed; the move stays.`,
  dismissFailed: 'Failed to dismiss the report',
} as const;

/** A report's key as the dismiss route names it. */
export const reportKey = (report: OpenLeadReport) => `${report.move_request_id}:${report.moving_company_id}`;

/** 'Raleigh, NC → Charleston, SC', or that the move is gone. */
export const reportedRoute = (move: OpenLeadReport['move']) =>
  move ? `${move.from_city}, ${move.from_state} → ${move.to_city}, ${move.to_state}` : REPORTED_LEADS_TEXT.moveGone;

/** The move's dates in the app's format ('Dec 6 – Dec 9, 2026'). */
export const reportedDates = (move: NonNullable<OpenLeadReport['move']>) =>
  formatDateRange(move.start_date, move.end_date);

/** The reason the mark-invalid confirmation starts from: the company's reason and note, within the route's 500 characters. */
export const invalidReasonFrom = (report: OpenLeadReport) =>
  [LEAD_REPORT_REASON_LABELS[report.reason], report.note].filter(Boolean).join(': ').slice(0, 500);
