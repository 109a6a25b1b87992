import type { StateStore } from './state-store';
import type { WebhookDeliverer } from './webhook-delivery';

/** What the emulator's operations share: its state, its webhook sender and its public address. */
export interface StripeContext {
  store: StateStore;
  deliverer: WebhookDeliverer;
  /** Where a browser reaches the emulator (checkout pages). */
  publicUrl: string;
}
