/**
 * The Stripe objects the emulator keeps, in Stripe's own JSON shapes (the subset MoveMatch
 * reads; field names and nullability as in the `stripe` SDK's types).
 */
import { randomBytes } from 'node:crypto';

export type Metadata = Record<string, string>;

export interface Price {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  product: string;
  recurring: { interval: 'day' | 'week' | 'month' | 'year'; interval_count: number } | null;
  type: 'one_time' | 'recurring';
  livemode: false;
  created: number;
  metadata: Metadata;
}

export interface LineItem {
  id: string;
  object: 'item';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  description: string;
  quantity: number;
  price: Price;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription' | 'setup';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  url: string | null;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  subscription: string | null;
  invoice: string | null;
  payment_intent: string | null;
  /** Setup mode: the intent that saved the card, once the page is submitted. */
  setup_intent: string | null;
  /** The request's filter (allowed_payment_method_types), null when it set none. */
  allowed_payment_method_types: string[] | null;
  /** What the buyer is offered: the dashboard's methods (here card and ACH debit, a delayed one) through the filter. */
  payment_method_types: string[];
  success_url: string | null;
  cancel_url: string | null;
  client_reference_id: string | null;
  /** Payment mode: 'always' creates a customer at payment; null in subscription mode. */
  customer_creation: 'always' | 'if_required' | null;
  /** Text shown above the pay button (the consent to charge the saved card later). */
  custom_text: { submit: { message: string } | null };
  metadata: Metadata;
  created: number;
  expires_at: number;
  livemode: false;
}

/** A card saved for later (a setup-mode checkout), off_session by default as Checkout does. */
export interface SetupIntent {
  id: string;
  object: 'setup_intent';
  status: 'succeeded';
  customer: string | null;
  payment_method: string;
  usage: 'off_session' | 'on_session';
  metadata: Metadata;
  created: number;
  livemode: false;
}

/** A payment-mode session's `payment_intent_data`: copied to the intent made when it is paid. */
export interface PaymentIntentData {
  setup_future_usage: 'off_session' | 'on_session' | null;
  transfer_group: string | null;
  description: string | null;
  metadata: Metadata;
}

/** A payment intent (Stripe.PaymentIntent, the fields MoveMatch reads). */
export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'succeeded' | 'requires_capture' | 'canceled' | 'requires_payment_method';
  capture_method: 'automatic' | 'manual';
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: 'off_session' | 'on_session' | null;
  transfer_group: string | null;
  description: string | null;
  latest_charge: string | null;
  /** Why it was canceled: 'automatic' when an authorization lapsed at Stripe; null otherwise. */
  cancellation_reason?: 'automatic' | 'requested_by_customer' | null;
  metadata: Metadata;
  created: number;
  livemode: false;
}

/** A saved card (Stripe.PaymentMethod, type card). */
export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  customer: string | null;
  created: number;
  livemode: false;
}

export interface Customer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  description: string | null;
  metadata: Metadata;
  created: number;
  livemode: false;
}

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_start: number;
  current_period_end: number;
  metadata: Metadata;
  price: Price;
  quantity: number;
  subscription: string;
}

export interface Subscription {
  id: string;
  object: 'subscription';
  status: 'active' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete' | 'trialing';
  customer: string;
  created: number;
  start_date: number;
  billing_cycle_anchor: number;
  // No current_period_*: the pinned API version (2026-10-28.endive) has them on items.data[] only.
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  collection_method: 'charge_automatically';
  currency: string;
  latest_invoice: string | null;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: false; url: string };
  metadata: Metadata;
  livemode: false;
}

export interface Invoice {
  id: string;
  object: 'invoice';
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  customer: string;
  // No `subscription`: the pinned API version names it in parent.subscription_details only.
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Metadata };
  } | null;
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'manual';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  currency: string;
  total: number;
  period_start: number;
  period_end: number;
  /** The billed lines: one per subscription item, with the period it pays for. */
  lines: { object: 'list'; data: InvoiceLine[]; has_more: false; url: string };
  created: number;
  metadata: Metadata;
  livemode: false;
}

/**
 * One payment of an invoice (Stripe.InvoicePayment): in the pinned API version an invoice names
 * its payment intent only here (`GET /v1/invoice_payments?invoice=`), not on the invoice.
 */
export interface InvoicePayment {
  id: string;
  object: 'invoice_payment';
  amount_paid: number | null;
  amount_requested: number;
  created: number;
  currency: string;
  invoice: string;
  is_default: boolean;
  livemode: false;
  payment: { type: 'payment_intent'; payment_intent: string };
  status: 'open' | 'paid' | 'canceled';
  status_transitions: { canceled_at: number | null; paid_at: number | null };
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  currency: string;
  customer: string | null;
  /** A dispute was opened on it (charge.dispute.created). */
  disputed: boolean;
  paid: boolean;
  payment_intent: string | null;
  refunded: boolean;
  status: 'succeeded' | 'pending' | 'failed';
  /** The intent's transfer_group (Connect: the booking whose money it is). */
  transfer_group: string | null;
  /** The card's details; `capture_before`: when an uncaptured authorization lapses (null once captured or for a charge). */
  payment_method_details: { type: 'card'; card: { capture_before: number | null } };
  metadata: Metadata;
  created: number;
  livemode: false;
}

/** An invoice line of a subscription item (Stripe.InvoiceLineItem, the fields that matter here). */
export interface InvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string | null;
  invoice: string;
  livemode: false;
  metadata: Metadata;
  parent: {
    type: 'subscription_item_details';
    subscription_item_details: {
      invoice_item: null;
      proration: false;
      proration_details: null;
      subscription: string;
      subscription_item: string;
    };
  };
  period: { start: number; end: number };
  pricing: { type: 'price_details'; price_details: { price: string; product: string }; unit_amount_decimal: string };
  quantity: number;
  subtotal: number;
}

/** A customer portal session (Stripe.BillingPortal.Session, the fields used): where a customer updates the card. */
export interface BillingPortalSession {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string | null;
  url: string;
  created: number;
  livemode: false;
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string | null;
  currency: string;
  payment_intent: string | null;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  metadata: Metadata;
  created: number;
}

/** A connected account (Connect, Express): what onboarding has enabled. */
export interface Account {
  id: string;
  object: 'account';
  type: 'express';
  country: string;
  email: string | null;
  business_profile: { name: string | null };
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  capabilities: { transfers: 'inactive' | 'pending' | 'active' };
  requirements: { currently_due: string[]; disabled_reason: string | null };
  metadata: Metadata;
  created: number;
  livemode: false;
}

/** Money moved from the platform's balance to a connected account (Connect, separate charges and transfers). */
export interface Transfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  /** The charge whose funds pay the transfer (Stripe waits for them to be available). */
  source_transaction: string | null;
  transfer_group: string | null;
  reversed: boolean;
  metadata: Metadata;
  created: number;
  livemode: false;
}

/** Part or all of a transfer taken back from the connected account. */
export interface TransferReversal {
  id: string;
  object: 'transfer_reversal';
  amount: number;
  currency: string;
  transfer: string;
  metadata: Metadata;
  created: number;
}

/** A connected account's payout to its bank: in transit until its arrival date, then paid. */
export interface Payout {
  id: string;
  object: 'payout';
  amount: number;
  currency: string;
  arrival_date: number;
  status: 'in_transit' | 'paid' | 'failed';
  /** Why the bank sent it back (Stripe's failure codes, e.g. account_closed); null unless failed. */
  failure_code?: string | null;
  method: 'standard';
  type: 'bank_account';
  automatic: boolean;
  metadata: Metadata;
  created: number;
  livemode: false;
}

/** A chargeback: the cardholder's bank took the charge's money back until the dispute is decided. */
export interface Dispute {
  id: string;
  object: 'dispute';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string | null;
  reason: string;
  status: 'needs_response' | 'under_review' | 'won' | 'lost';
  evidence_details: { due_by: number; has_evidence: boolean; submission_count: number };
  /** The merchant's answer, text fields only here (Stripe's file fields take File ids). */
  evidence: Record<string, string | null>;
  metadata: Metadata;
  created: number;
  livemode: false;
}

/** A one-time link to a connected account's hosted onboarding. */
export interface AccountLink {
  object: 'account_link';
  url: string;
  created: number;
  expires_at: number;
}

export type StripeObject =
  | CheckoutSession
  | Customer
  | Subscription
  | Invoice
  | Charge
  | Refund
  | Account
  | PaymentIntent
  | SetupIntent
  | Transfer
  | Payout
  | Dispute;

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  /** A connected account's event (Connect): the account it happened on. */
  account?: string;
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
}

/** Stripe-looking ids: a prefix and 24 random base62-ish characters. */
export function newId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(24);
  return `${prefix}_${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** One calendar month later, as Stripe bills monthly plans. */
export function addOneMonth(epochSeconds: number): number {
  const date = new Date(epochSeconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}
