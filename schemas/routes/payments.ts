import { defineRoute, type RouteDef } from '../route';
import { MovingCompanyIdParamsSchema } from '../companies';
import {
  CheckoutUrlResponseSchema,
  CompleteSubscriptionBodySchema,
  CompleteSubscriptionResponseSchema,
  RefillCheckoutResponseSchema,
  RefillSuccessQuerySchema,
  RefillSuccessResponseSchema,
  SubscriptionDetailsSchema,
  TokenLedgerQuerySchema,
  TokenLedgerSchema,
  WebhookAckSchema,
} from '../payments';
import { PayoutAccountViewSchema, MoverPaymentsViewSchema } from '../payouts';
import { DepositCheckoutViewSchema, DepositSessionParamsSchema } from '../deposits';
import { AdminMoneySchema, BookingLedgerSchema } from '../money-ledger';
import { QuoteIdParamsSchema } from '../quotes';

/**
 * Subscriptions, lead tokens and the payment provider's webhook (spec section 7, Subscriptions
 * and tokens). A company user acts for its own company only; an admin for any company.
 */
export const paymentRoutes = {
  createFlatRateSubscription: defineRoute({
    method: 'POST',
    path: '/api/moving-company/{id}/create-flat-rate-subscription',
    roles: ['MOVING_COMPANY', 'ADMIN'],
    throttle: 'spend',
    handler: 'payments/create-flat-rate-subscription',
    summary:
      'Opens a Stripe Checkout (mode subscription) for the $599 monthly plan; 400 when the company already has a plan',
    params: MovingCompanyIdParamsSchema,
    response: CheckoutUrlResponseSchema,
  }),
  createPayPerLeadSubscription: defineRoute({
    method: 'POST',
    path: '/api/moving-company/{id}/create-pay-per-lead-subscription',
    roles: ['MOVING_COMPANY', 'ADMIN'],
    throttle: 'spend',
    handler: 'payments/create-pay-per-lead-subscription',
    summary:
      'Opens a Stripe Checkout (mode payment) for the pay-per-lead start: 20 tokens for $500; 400 when the company already has a plan',
    params: MovingCompanyIdParamsSchema,
    response: CheckoutUrlResponseSchema,
  }),
  getSubscriptionDetails: defineRoute({
    method: 'GET',
    path: '/api/moving-company/{id}/subscription-details',
    roles: ['MOVING_COMPANY', 'ADMIN'],
    handler: 'payments/get-subscription-details',
    summary: "The company's plan, status, next bill and tokens remaining",
    params: MovingCompanyIdParamsSchema,
    response: SubscriptionDetailsSchema,
  }),
  getTokenLedger: defineRoute({
    method: 'GET',
    path: '/api/moving-company/{id}/token-ledger',
    roles: ['MOVING_COMPANY', 'ADMIN'],
    handler: 'payments/get-token-ledger',
    summary:
      "A page of the company's token ledger, newest first: bought, spent (with the lead) and refunded (with the reason); nextCursor to the older entries",
    params: MovingCompanyIdParamsSchema,
    query: TokenLedgerQuerySchema,
    response: TokenLedgerSchema,
  }),
  createTokenRefillCheckout: defineRoute({
    method: 'POST',
    path: '/api/moving-company/{id}/create-token-refill-checkout',
    roles: ['MOVING_COMPANY', 'ADMIN'],
    throttle: 'spend',
    handler: 'payments/create-token-refill-checkout',
    summary: 'Opens a Stripe Checkout (mode payment) for 20 more tokens at $500; pay-per-lead companies only',
    params: MovingCompanyIdParamsSchema,
    response: RefillCheckoutResponseSchema,
  }),
  createBillingPortalSession: defineRoute({
    method: 'POST',
    path: '/api/moving-company/{id}/billing-portal',
    roles: ['MOVING_COMPANY', 'ADMIN'],
    handler: 'payments/create-billing-portal-session',
    summary:
      "Opens Stripe's customer portal for the monthly plan's customer, to update the card (then back to /profile)",
    params: MovingCompanyIdParamsSchema,
    response: CheckoutUrlResponseSchema,
  }),
  getDepositCheckout: defineRoute({
    method: 'GET',
    path: '/api/deposit-checkout/{sessionId}',
    roles: ['MOVER'],
    handler: 'payments/get-deposit-checkout',
    summary:
      "What became of the caller's deposit checkout: pending, booked, or refunded with the reason; 404 for a session that is not theirs",
    params: DepositSessionParamsSchema,
    response: DepositCheckoutViewSchema,
  }),
  getPayoutAccount: defineRoute({
    method: 'GET',
    path: '/api/moving-company/{id}/payout-account',
    roles: ['MOVING_COMPANY', 'ADMIN'],
    handler: 'payments/get-payout-account',
    summary:
      "Where the company's Stripe payout account for protected payment stands: not connected, onboarding, or enabled",
    params: MovingCompanyIdParamsSchema,
    response: PayoutAccountViewSchema,
  }),
  getMoverPayments: defineRoute({
    method: 'GET',
    path: '/api/moving-company/{id}/payouts',
    roles: ['MOVING_COMPANY', 'ADMIN'],
    handler: 'payments/get-mover-payments',
    summary:
      "The company's money from protected-payment moves: its Stripe balance, MoveMatch's transfers (less the fee) and its payouts to the bank",
    params: MovingCompanyIdParamsSchema,
    response: MoverPaymentsViewSchema,
  }),
  getAdminMoney: defineRoute({
    method: 'GET',
    path: '/api/admin/money',
    roles: ['ADMIN'],
    handler: 'payments/get-admin-money',
    summary:
      "The books of protected-payment money: held for moves, authorized on cards, captured, transferred, MoveMatch's fees, refunded, disputed and lost (cents), and the last daily reconciliation with Stripe",
    response: AdminMoneySchema,
  }),
  getBookingLedger: defineRoute({
    method: 'GET',
    path: '/api/admin/bookings/{id}/ledger',
    roles: ['ADMIN'],
    handler: 'payments/get-booking-ledger',
    summary:
      "A booking's ledger: every movement of its money through MoveMatch, oldest first, and their figures (cents)",
    params: QuoteIdParamsSchema,
    response: BookingLedgerSchema,
  }),
  startPayoutOnboarding: defineRoute({
    method: 'POST',
    path: '/api/moving-company/{id}/payout-account/onboarding',
    roles: ['MOVING_COMPANY', 'ADMIN'],
    handler: 'payments/start-payout-onboarding',
    summary:
      "Opens Stripe's hosted onboarding of the company's payout account (made on the first call), then back to /profile",
    params: MovingCompanyIdParamsSchema,
    response: CheckoutUrlResponseSchema,
  }),
  completeSubscription: defineRoute({
    method: 'POST',
    path: '/api/moving-company/{id}/complete-subscription',
    roles: ['MOVING_COMPANY', 'ADMIN'],
    handler: 'payments/complete-subscription',
    summary: 'After checkout: reads the session from Stripe and applies it once (the webhook may have done it first)',
    params: MovingCompanyIdParamsSchema,
    body: CompleteSubscriptionBodySchema,
    response: CompleteSubscriptionResponseSchema,
  }),
  getTokenRefillSuccess: defineRoute({
    method: 'GET',
    path: '/api/moving-company-tokens/refill-success',
    roles: ['MOVING_COMPANY', 'ADMIN'],
    handler: 'payments/get-token-refill-success',
    summary:
      'After a refill checkout: credits the 20 tokens once (the webhook may have done it first) and answers the balance',
    query: RefillSuccessQuerySchema,
    response: RefillSuccessResponseSchema,
  }),
  stripeWebhook: defineRoute({
    method: 'POST',
    path: '/api/stripe/webhook',
    roles: 'public',
    handler: 'payments/stripe-webhook',
    summary: 'Stripe events, verified by their Stripe-Signature; each event is applied once',
    rawBody: true,
    response: WebhookAckSchema,
  }),
} satisfies Record<string, RouteDef>;
