import type { StripeEvent } from './objects';
import { signatureHeader } from './webhook-signature';

export interface DeliveryAttempt {
  at: number;
  status?: number;
  error?: string;
}

export interface Delivery {
  eventId: string;
  type: string;
  url: string;
  attempts: DeliveryAttempt[];
  state: 'pending' | 'delivered' | 'failed';
}

export interface WebhookDelivererOptions {
  url?: string;
  secret: string;
  /**
   * Signs events of connected accounts (those naming an `account`): at Stripe they go to a
   * Connect endpoint, which has its own signing secret. Without it, `secret` signs them too.
   */
  connectSecret?: string;
  /** Waits before each retry; its length + 1 is the number of attempts. */
  retryDelaysMs?: number[];
  log?: (line: string) => void;
}

/** 6 attempts over about 15 s: Stripe retries for days, a local run should settle quickly. */
export const DEFAULT_RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000];
const ATTEMPT_TIMEOUT_MS = 10_000;
const MAX_KEPT_DELIVERIES = 500;

// Unref'd: a pending retry never keeps a stopping process alive.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Delivers events to the webhook endpoint, signed, off the request that caused them.
 * Events of one object chain (a subscription and its invoices, a session) go out in order,
 * one after another; chains are independent, so one failing endpoint call delays only its own.
 * Non-2xx answers and network errors are retried with exponential backoff.
 */
export class WebhookDeliverer {
  readonly deliveries: Delivery[] = [];
  private readonly chains = new Map<string, Promise<void>>();
  private inFlight = 0;
  private idleWaiters: Array<() => void> = [];
  private closed = false;

  constructor(private readonly options: WebhookDelivererOptions) {}

  /** Queues the event behind earlier events of the same chain. */
  send(event: StripeEvent, chainKey: string) {
    const url = this.options.url;
    if (!url) return;
    const delivery: Delivery = { eventId: event.id, type: event.type, url, attempts: [], state: 'pending' };
    this.deliveries.push(delivery);
    if (this.deliveries.length > MAX_KEPT_DELIVERIES) this.deliveries.shift();
    this.inFlight += 1;
    const previous = this.chains.get(chainKey) ?? Promise.resolve();
    const next = previous
      .then(() => this.deliver(event, delivery))
      .finally(() => {
        if (this.chains.get(chainKey) === next) this.chains.delete(chainKey);
        this.inFlight -= 1;
        if (this.inFlight === 0) for (const wake of this.idleWaiters.splice(0)) wake();
      });
    this.chains.set(chainKey, next);
  }

  /** Resolves once every queued event is delivered or given up. */
  idle(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops retrying; queued events are given up. */
  close() {
    this.closed = true;
  }

  private async deliver(event: StripeEvent, delivery: Delivery) {
    const delays = this.options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 0; attempt <= delays.length; attempt += 1) {
      if (attempt > 0) await sleep(delays[attempt - 1]);
      if (this.closed) break;
      const record: DeliveryAttempt = { at: Date.now() };
      delivery.attempts.push(record);
      try {
        // Signed at send time, as Stripe does: a retry carries a fresh timestamp.
        const response = await fetch(delivery.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': signatureHeader(
              payload,
              (event.account && this.options.connectSecret) || this.options.secret,
            ),
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
          signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        });
        record.status = response.status;
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) {
          delivery.state = 'delivered';
          return;
        }
      } catch (error) {
        record.error = (error as Error).message;
      }
      this.options.log?.(
        `stripe webhook ${event.type} ${event.id} attempt ${attempt + 1} failed (${record.status ?? record.error})`,
      );
    }
    delivery.state = 'failed';
  }
}
