import type { StateStore } from './state-store';
import { newId, nowSeconds, type StripeEvent, type StripeObject } from './objects';
import type { WebhookDeliverer } from './webhook-delivery';

/** The API version the installed `stripe` SDK (23.1.0) pins; events carry it like Stripe's. */
export const API_VERSION = '2026-10-28.endive';

/** Events of one subscription (its session, invoices, updates) share a chain: delivered in order. */
function chainKey(object: StripeObject): string {
  switch (object.object) {
    case 'checkout.session':
      return object.subscription ?? object.id;
    case 'invoice':
      return object.parent?.subscription_details.subscription ?? object.id;
    default:
      return object.id;
  }
}

/** Records an event (a snapshot of the object now) and hands it to the webhook deliverer. */
export function emitEvent(
  store: StateStore,
  deliverer: WebhookDeliverer,
  type: string,
  object: StripeObject,
  previousAttributes?: Record<string, unknown>,
  account?: string,
): StripeEvent {
  const event: StripeEvent = {
    id: newId('evt'),
    object: 'event',
    ...(account ? { account } : {}),
    api_version: API_VERSION,
    created: nowSeconds(),
    type,
    data: {
      object: structuredClone(object),
      ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
    },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
  store.data.events[event.id] = event;
  store.save();
  deliverer.send(event, chainKey(object));
  return event;
}

/** Sends a recorded event again, unchanged (same id): a replay, as Stripe's dashboard does. */
export function resendEvent(store: StateStore, deliverer: WebhookDeliverer, eventId: string): StripeEvent | undefined {
  const event = store.data.events[eventId];
  if (event) deliverer.send(event, chainKey(event.data.object));
  return event;
}
