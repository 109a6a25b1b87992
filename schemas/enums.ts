import * as z from 'zod';

/** Role values. Note the reversal from everyday speech: MOVER is the customer. */
export const ROLES = ['MOVER', 'MOVING_COMPANY', 'ADMIN'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;
/** The role assumed when none is known (spec section 1). */
export const DEFAULT_ROLE: Role = 'MOVER';

/**
 * Whether the account may use the API at all (an admin's decision). Not the subscription
 * status ('inactive' from PUT /set-user-status), which only limits a company's lead features.
 */
export const ACCOUNT_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const QUOTE_STATUSES = ['QUOTE_REQUESTED', 'QUOTED', 'INVITED_TO_BOOK', 'BOOKED', 'CANCELLED'] as const;
export const QuoteStatusSchema = z.enum(QUOTE_STATUSES);
export type QuoteStatus = z.infer<typeof QuoteStatusSchema>;

/**
 * The company has sent the customer a quote: any status but QUOTE_REQUESTED (a request not
 * answered yet). /find-leads' 'Create & send quote' or 'View or edit quote' and the quote
 * editor's title both follow it, as /manage-leads does.
 */
export const isQuoteSent = (status: QuoteStatus): boolean => status !== 'QUOTE_REQUESTED';
/** SAVED is a chip shown in the company's lead manager only, never stored on a quote. */
export const MANAGER_CHIP_STATUSES = [...QUOTE_STATUSES, 'SAVED'] as const;

export const QUOTE_STATUS_LABELS: Record<QuoteStatus | 'SAVED', string> = {
  QUOTE_REQUESTED: 'Quote requested',
  QUOTED: 'Quoted',
  INVITED_TO_BOOK: 'Invited to book',
  BOOKED: 'Booked',
  CANCELLED: 'Cancelled',
  SAVED: 'Saved',
};

export const PLAN_TYPES = ['flat_rate_monthly_subscription', 'pay_per_lead_subscription_start'] as const;
export const PlanTypeSchema = z.enum(PLAN_TYPES);
export type PlanType = z.infer<typeof PlanTypeSchema>;
export const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  flat_rate_monthly_subscription: 'Monthly',
  pay_per_lead_subscription_start: 'Pay Per Lead',
};
export const DEFAULT_PLAN_TYPE: PlanType = 'flat_rate_monthly_subscription';

/**
 * A subscription status: the client knows freeTrialEligible, inactive, pending and unknown
 * (spec sections 3 and 4); other payment-provider values (active, past_due...) pass through.
 */
export const SubscriptionStatusSchema = z.string().min(1).max(40);

export const LEAD_FILTERS = [
  'all',
  'requested-you',
  'paid',
  'saved',
  'quote-requested',
  'quoted',
  'invited-to-book',
  'booked',
] as const;
export const LeadFilterSchema = z.enum(LEAD_FILTERS);

export const METRICS_FILTERS = ['all_time', 'last_30_days', 'last_7_days'] as const;
export const MetricsFilterSchema = z.enum(METRICS_FILTERS);
