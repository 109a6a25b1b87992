import * as z from 'zod';
import { IdSchema } from './common';
import { PlanTypeSchema, SubscriptionStatusSchema } from './enums';
import { PageCursorSchema } from './paging';

/*
 * Payments (spec sections 3, 7 and 9): a moving company's plan, its lead tokens and the
 * checkouts that pay for them. Amounts are in US cents; dates are ISO strings (UTC).
 */

/** POST /moving-company/{id}/create-*-subscription: the payment provider's hosted checkout. */
export const CheckoutUrlResponseSchema = z.object({ url: z.string() });

/** POST /moving-company/{id}/create-token-refill-checkout. */
export const RefillCheckoutResponseSchema = z.object({ checkoutUrl: z.string() });

/** The spec's 'already exists' messages (section 8, Subscriptions). */
export const PAYMENT_MESSAGES = {
  subscriptionExists: 'Subscription already exists for this moving company',
  payPerLeadExists: 'Pay-per-lead subscription already exists for this moving company',
  notPayPerLead: 'Token refills are for pay-per-lead subscriptions',
  missingRefillParams: 'Missing session_id or moving_company_id',
  missingSessionId: 'Missing session_id',
  sessionNotFound: 'Checkout session not found',
  sessionNotPaid: 'Payment has not been completed',
  sessionOfAnotherCompany: 'This checkout belongs to another moving company',
  noCardToUpdate: 'This company has no monthly plan billed to a card to update',
  /** 402 on gated company routes (lead search, manager, calendar, quotes, conversations). */
  subscriptionRequired: 'An active subscription is required for this feature',
  /** Webhook refusals. */
  badSignature: 'Invalid Stripe signature',
  malformedEvent: 'Malformed Stripe event',
  unusableEvent: 'This Stripe event does not carry the object its type needs',
  /** 409 to a second delivery while the first is being applied: Stripe retries it later. */
  eventInFlight: 'This event is being applied; retry later',
} as const;

/** Status values the client knows (spec section 4); provider values pass through. */
export const SUBSCRIPTION_STATUSES = [
  'freeTrialEligible',
  'inactive',
  'pending',
  'unknown',
  'active',
  'past_due',
  'canceled',
] as const;

/** GET /moving-company/{id}/subscription-details (spec section 3, Subscription details). */
export const SubscriptionDetailsSchema = z.object({
  planType: PlanTypeSchema.nullable(),
  /** 'Monthly' or 'Pay Per Lead'; null without a plan. */
  plan: z.string().nullable(),
  /** Same as planType (the spec lists both). */
  subscriptionPlan: PlanTypeSchema.nullable(),
  status: SubscriptionStatusSchema,
  nextBillDate: z.string().nullable(),
  nextBillAmount: z.number().int().nullable(),
  /** Pay-per-lead only; null on the monthly plan or without a plan. */
  tokensRemaining: z.number().int().nullable(),
  /** Tokens in one bundle (20): the panel shows n/20. */
  tokensPerBundle: z.number().int(),
  /** Present when this plan replaced a live one (an older plan checkout was paid): /profile says so. */
  switchedFrom: z
    .object({
      plan: z.string(),
      at: z.string(),
      /** Cents refunded of the replaced plan: replaced within its first day, it was a duplicate purchase. */
      refundedAmount: z.number().int().optional(),
    })
    .optional(),
});
export type SubscriptionDetails = z.infer<typeof SubscriptionDetailsSchema>;

export const TOKEN_LEDGER_KINDS = ['bought', 'spent', 'refunded'] as const;
export const TokenLedgerKindSchema = z.enum(TOKEN_LEDGER_KINDS);

/** Why a token came back (beyond the spec: fair tokens). */
export const REFUND_REASONS = {
  bookedElsewhere: 'The customer had already booked another company',
  withdrawn: 'The customer withdrew the move request within 48 hours',
  invalid: 'The move request was found invalid by MoveMatch',
  notInterested: 'The customer was not interested in a quote they did not ask for',
} as const;

export const TokenLedgerEntrySchema = z.object({
  id: z.string(),
  kind: TokenLedgerKindSchema,
  /** Signed: +20 bought, -1 spent, +1 refunded. */
  tokens: z.number().int(),
  move_request_id: z.string().nullable(),
  /** The lead as the company knows it, e.g. 'Jane: Raleigh, NC → Durham, NC'. */
  lead_label: z.string().nullable(),
  reason: z.string(),
  created_at: z.string(),
});
export type TokenLedgerEntry = z.infer<typeof TokenLedgerEntrySchema>;

/** GET /moving-company/{id}/token-ledger[?cursor=]: a page (LIMITS.tokenLedgerPageSize), newest first. */
export const TokenLedgerSchema = z.object({
  entries: z.array(TokenLedgerEntrySchema),
  /** Pass back as ?cursor= for the older entries; null on the last page. */
  nextCursor: z.string().nullable(),
});
export const TokenLedgerQuerySchema = z.strictObject({ cursor: PageCursorSchema.optional() });

/** POST /moving-company/{id}/complete-subscription. */
export const CompleteSubscriptionBodySchema = z.object({ session_id: z.string().min(1).max(255) });
/** What a company has already done of its first steps once live (the 'You're live' panel). */
export const LiveStepsSchema = z.object({
  /** Its calendar has available days published from today on. */
  calendarPublished: z.boolean(),
  /** It chose its service area (not the default). */
  serviceAreaChosen: z.boolean(),
});
export type LiveSteps = z.infer<typeof LiveStepsSchema>;

export const CompleteSubscriptionResponseSchema = z.object({
  status: SubscriptionStatusSchema,
  planType: PlanTypeSchema.nullable(),
  tokensRemaining: z.number().int().nullable(),
  /** Only the first time a company user comes back from a paid plan checkout: the panel's steps. */
  liveSteps: LiveStepsSchema.optional(),
});

/** GET /moving-company-tokens/refill-success. */
export const RefillSuccessQuerySchema = z.object({
  session_id: z.string().min(1, PAYMENT_MESSAGES.missingRefillParams).max(255),
  moving_company_id: IdSchema,
});
export const RefillSuccessResponseSchema = z.object({
  success: z.boolean(),
  /** Added by this request: 0 when the session was applied before (a reload, the webhook first). */
  tokensAdded: z.number().int(),
  /** True when the session's tokens were credited before this request. */
  alreadyApplied: z.boolean().optional(),
  tokensRemaining: z.number().int(),
  error: z.string().optional(),
});

/** POST /stripe/webhook answers this to Stripe once the event is stored (or was already). */
export const WebhookAckSchema = z.object({ received: z.literal(true) });

/** The spec's payment-pending response fields (quotes, messages, concierge booking). */
export const PaymentPendingFieldsSchema = z.object({
  paymentPending: z.boolean().optional(),
  checkoutUrl: z.string().optional(),
  /** Booking: what the checkout takes, the concierge $99 or the deposit of a protected-payment booking. */
  payment: z.enum(['concierge_fee', 'deposit']).optional(),
});
