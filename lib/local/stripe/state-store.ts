import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type {
  Account,
  BillingPortalSession,
  Charge,
  CheckoutSession,
  Customer,
  Dispute,
  Invoice,
  InvoicePayment,
  LineItem,
  Metadata,
  PaymentIntent,
  PaymentIntentData,
  PaymentMethod,
  Payout,
  Refund,
  SetupIntent,
  StripeEvent,
  Subscription,
  Transfer,
  TransferReversal,
} from './objects';

/** An answered POST, replayed for a repeated Idempotency-Key. */
export interface IdempotentAnswer {
  fingerprint: string;
  status: number;
  body: unknown;
}

/** An account link as the emulator keeps it: the account and where its page leads. */
export interface OnboardingLink {
  id: string;
  account: string;
  return_url: string;
  refresh_url: string;
  expires_at: number;
}

export interface StripeData {
  sessions: Record<string, CheckoutSession>;
  /** A session's line items: Stripe returns them only through expand or /line_items. */
  lineItems: Record<string, LineItem[]>;
  /** A subscription-mode session's `subscription_data[metadata]`, copied to its subscription. */
  subscriptionMetadata: Record<string, Metadata>;
  /** A payment-mode session's payment_intent_data, for the intent its payment makes. */
  paymentIntentData: Record<string, PaymentIntentData>;
  /** Setup-mode sessions' `setup_intent_data.metadata`, and the setup intents they made. */
  setupIntentMetadata: Record<string, Metadata>;
  setupIntents: Record<string, SetupIntent>;
  paymentIntents: Record<string, PaymentIntent>;
  paymentMethods: Record<string, PaymentMethod>;
  /** The test card number behind each payment method (Stripe keeps it; it decides later charges here). */
  paymentMethodCards: Record<string, string>;
  customers: Record<string, Customer>;
  subscriptions: Record<string, Subscription>;
  invoices: Record<string, Invoice>;
  /** The payment of each paid subscription invoice (its payment intent, which a refund names). */
  invoicePayments: Record<string, InvoicePayment>;
  events: Record<string, StripeEvent>;
  /** The charge of a paid session or invoice, by payment intent (made when first refunded). */
  charges: Record<string, Charge>;
  refunds: Record<string, Refund>;
  portalSessions: Record<string, BillingPortalSession>;
  /** Connected accounts, and the onboarding links opened for them (by link id). */
  accounts: Record<string, Account>;
  accountLinks: Record<string, OnboardingLink>;
  /** Transfers to connected accounts, their reversals, and the accounts' payouts. */
  transfers: Record<string, Transfer>;
  transferReversals: Record<string, TransferReversal>;
  payouts: Record<string, Payout>;
  /** The connected account each payout was made from (Stripe answers it by the Stripe-Account header). */
  payoutAccounts: Record<string, string>;
  /** Each connected account's available balance in cents (transfers in, reversals and payouts out). */
  accountBalances: Record<string, number>;
  /** Chargebacks opened on charges (a test control route opens them, as a cardholder's bank would). */
  disputes: Record<string, Dispute>;
  idempotency: Record<string, IdempotentAnswer>;
}

const MAX_IDEMPOTENCY_KEYS = 2_000;

const empty = (): StripeData => ({
  sessions: {},
  lineItems: {},
  subscriptionMetadata: {},
  paymentIntentData: {},
  setupIntentMetadata: {},
  setupIntents: {},
  paymentIntents: {},
  paymentMethods: {},
  paymentMethodCards: {},
  customers: {},
  subscriptions: {},
  invoices: {},
  invoicePayments: {},
  events: {},
  charges: {},
  refunds: {},
  portalSessions: {},
  accounts: {},
  accountLinks: {},
  transfers: {},
  transferReversals: {},
  payouts: {},
  payoutAccounts: {},
  accountBalances: {},
  disputes: {},
  idempotency: {},
});

/**
 * The emulator's state, in memory and (when a file is given) in a JSON file rewritten after
 * every change, so `npm start` keeps its Stripe data across restarts like the other emulators.
 */
export class StateStore {
  readonly data: StripeData;

  constructor(private readonly file?: string) {
    this.data = empty();
    if (!file) return;
    try {
      Object.assign(this.data, JSON.parse(readFileSync(file, 'utf8')) as Partial<StripeData>);
    } catch {
      // First start (or an unreadable file): begin empty.
    }
  }

  remember(key: string, answer: IdempotentAnswer) {
    const keys = Object.keys(this.data.idempotency);
    if (keys.length >= MAX_IDEMPOTENCY_KEYS) delete this.data.idempotency[keys[0]];
    this.data.idempotency[key] = answer;
    this.save();
  }

  /** Writes through a temporary file so a crash never leaves half a JSON document. */
  save() {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.data));
    renameSync(temporary, this.file);
  }
}
