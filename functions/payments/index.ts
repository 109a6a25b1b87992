/**
 * Payments' public face: plan and refill checkouts, applying a paid checkout, the concierge
 * checkout, Stripe refunds and recording a company's payout account as Stripe reports it.
 * Other domains and lib/ import this folder only through this file.
 */
export * from './apply-checkout';
export * from './checkout';
export * from './concierge-checkout';
export * from './deposit-checkout';
export * from './refunds';
export { recordStripeAccount } from './payout-account';
export { payMover } from './mover-transfers';
export { reconcileMoney } from './money-reconciliation';
