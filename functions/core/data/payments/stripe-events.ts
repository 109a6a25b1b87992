import { Entity } from 'electrodb';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { claimable, tookClaim } from '@functions/core/data/lease-claims';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';

/** How long an event id is remembered: Stripe retries a delivery for up to 3 days. */
const EVENT_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A claim older than this whose handler never finished (a crashed Lambda) may be taken again. */
const CLAIM_LEASE_MS = 5 * 60 * 1000;

/**
 * A Stripe event seen by the webhook: STRIPE_EVENT#<eventId> / EVENT, deleted by TTL after 30
 * days. The webhook claims an event with a conditional put before applying it, so a replayed
 * delivery (Stripe retries, duplicates) is applied once; `done_at` marks it applied. A claim
 * whose handler failed is released so Stripe's retry applies it.
 */
export const stripeEventEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'stripeEvent', version: '1', service: 'movematch' },
        attributes: {
          event_id: { type: 'string', required: true, readOnly: true },
          type: { type: 'string', required: true },
          claimed_at: { type: 'number', required: true },
          done_at: { type: 'string' },
          ttl: { type: 'number', required: true },
        },
        indexes: {
          byEvent: {
            pk: { field: 'pk', composite: ['event_id'], template: 'STRIPE_EVENT#${event_id}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'EVENT', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

/** claimed: this delivery applies it; done: applied before; in-flight: another delivery is applying it. */
export type StripeEventClaim = 'claimed' | 'done' | 'in-flight';

/**
 * Claims an event for this delivery: a put if there is no record, or the record is an
 * abandoned claim (not done, older than the lease). When the claim is taken elsewhere, says
 * whether that delivery finished ('done') or may still fail ('in-flight': the caller must not
 * acknowledge, or a failure of the first delivery would lose the event).
 */
export async function claimStripeEvent(eventId: string, type: string): Promise<StripeEventClaim> {
  const now = Date.now();
  const took = await tookClaim(
    stripeEventEntity()
      .put({ event_id: eventId, type, claimed_at: now, ttl: Math.floor(now / 1000) + EVENT_TTL_SECONDS })
      .where(claimable(now, CLAIM_LEASE_MS))
      .go(),
  );
  if (took) return 'claimed';
  return (await findStripeEvent(eventId))?.done_at ? 'done' : 'in-flight';
}

export async function markStripeEventDone(eventId: string): Promise<void> {
  await stripeEventEntity().patch({ event_id: eventId }).set({ done_at: nowIso() }).go();
}

/** Forgets a claim whose handling failed, so Stripe's next delivery of the event applies it. */
export async function releaseStripeEvent(eventId: string): Promise<void> {
  await stripeEventEntity()
    .delete({ event_id: eventId })
    .where((attr, op) => op.notExists(attr.done_at))
    .go()
    .catch((error) => {
      if (!isConditionalFailure(error)) throw error;
    });
}

export async function findStripeEvent(eventId: string) {
  const { data } = await stripeEventEntity().get({ event_id: eventId }).go({ consistent: true });
  return data ?? null;
}
