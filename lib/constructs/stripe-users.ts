/**
 * Which Lambda functions get Stripe's keys (lib/constructs/payments-secret.ts): every API route
 * (any route may open a checkout), every event handler under functions/payments, and these
 * event and scheduled handlers elsewhere that call Stripe. test/unit/infra/stripe-users.test.ts
 * walks each handler's imports and fails when this list and the code disagree, so a handler
 * never reaches AWS without the keys it needs, nor holds keys it does not use.
 */
export const STRIPE_HANDLERS_OUTSIDE_PAYMENTS = [
  // Refunds the $99 when the approved booking can no longer be made.
  'quotes/book-paid-concierge-quote',
  // Reads the paid deposit's session and payment, or refunds it.
  'quotes/book-paid-deposit',
  // Authorizes the balance on the kept card 2 days before the move.
  'bookings/hold-balances',
  // Holds the balance on the card the customer just saved.
  'bookings/hold-after-card-update',
] as const;

export const handlerCallsStripe = (handlerModule: string) =>
  handlerModule.startsWith('payments/') ||
  (STRIPE_HANDLERS_OUTSIDE_PAYMENTS as readonly string[]).includes(handlerModule);
