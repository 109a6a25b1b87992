/**
 * Jobs that run on a clock, described once: the CDK stack makes one EventBridge schedule and
 * one function per job (lib/constructs/schedules.ts); the local stack runs the same handler
 * file once at start and then on the same interval (lib/local/schedules.ts).
 */
export interface ScheduledJob {
  id: string;
  /** Handler module under functions/, e.g. 'company-profile/sweep-lapsed-invites'. */
  handler: string;
  summary: string;
  everyMinutes: number;
}

export const scheduledJobs: readonly ScheduledJob[] = [
  {
    id: 'LapsedInviteSweep',
    handler: 'company-profile/sweep-lapsed-invites',
    summary: 'Frees the addresses of colleague invites not accepted within 7 days (account and profile deleted)',
    everyMinutes: 60,
  },
  {
    id: 'ClaimReminders',
    handler: 'bookings/send-claim-reminders',
    summary:
      'Reminds a company 7 days before it must acknowledge or decide a loss or damage claim, and sends an open claim’s status to both sides every 60 days',
    everyMinutes: 24 * 60,
  },
  {
    id: 'BookingReminders',
    handler: 'bookings/send-booking-reminders',
    summary: 'Reminds both sides of each booked move whose day starts within 72 hours, once per booking',
    everyMinutes: 60,
  },
  {
    id: 'BalanceHolds',
    handler: 'bookings/hold-balances',
    summary:
      'Holds the balance (most billed less the deposit) on the kept card of each protected-payment booking whose move is at most 2 days away, once per day and amount',
    everyMinutes: 60,
  },
  {
    id: 'CompletionAutoConfirm',
    handler: 'bookings/auto-confirm-completions',
    summary:
      'Counts a completed move as confirmed once the customer has not confirmed or disputed it within 7 days (price accuracy updated)',
    everyMinutes: 60,
  },
  {
    id: 'CompletionReminder',
    handler: 'bookings/remind-awaiting-completion',
    summary: 'Reminds the company once by e-mail to mark a move completed when its day has passed',
    everyMinutes: 60,
  },
  {
    id: 'ReviewReveal',
    handler: 'reviews/reveal-due-reviews',
    summary:
      'Publishes each submitted review whose blind period (14 days after the move was completed) has ended without the company rating the customer',
    everyMinutes: 60,
  },
  {
    id: 'NcucListImport',
    handler: 'compliance/import-ncuc-list',
    summary:
      "Reads the NC Utilities Commission's list of certificated household goods carriers; a company no longer on it stops getting NC intrastate moves and shows in the admin's 'Needs attention'",
    everyMinutes: 24 * 60,
  },
  {
    id: 'MoneyReconciliation',
    handler: 'payments/reconcile-money-ledger',
    summary:
      "Compares the ledger of protected-payment money with Stripe's charges, refunds, disputes and transfers of each booking moved in the last 60 days; a difference is kept for the admin and alarms",
    everyMinutes: 24 * 60,
  },
  {
    id: 'InsuranceExpiryEmails',
    handler: 'notifications/send-insurance-expiry-emails',
    summary:
      "E-mails a company's users once, 14 days before the earlier of its insurance certificates expires (the vetting record)",
    everyMinutes: 24 * 60,
  },
];
