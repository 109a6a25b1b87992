import { Entity } from 'electrodb';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { claimable, tookClaim } from '@functions/core/data/lease-claims';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';
import { transactItem, type TransactItem } from '@functions/core/data/transact-write';

/** EventBridge retries a delivery for up to 24 hours; a week covers any redelivery. */
const EMAIL_EVENT_TTL_SECONDS = 7 * 24 * 60 * 60;
/** A claim not marked sent after this long (a crashed Lambda) may be taken by a redelivery. */
const CLAIM_LEASE_MS = 2 * 60 * 1000;

/**
 * One e-mail of one event to one recipient: EMAIL_EVENT#<eventId>#<recipient> / CLAIM, deleted
 * by TTL after 7 days. Claimed with a conditional put before the send and marked sent after
 * it; a failed send releases the claim, so EventBridge's retry of the event sends it. A second
 * delivery of a sent (or being sent) event finds the claim and sends nothing.
 * Other once-per-event consumers claim with the same record, `recipient` naming the consumer
 * (eventClaimItem: the marketplace counters, EMAIL_EVENT#<eventId>#marketplace-stats).
 */
export const emailEventEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'emailEvent', version: '1', service: 'movematch' },
        attributes: {
          event_id: { type: 'string', required: true, readOnly: true },
          recipient: { type: 'string', required: true, readOnly: true },
          claimed_at: { type: 'number', required: true },
          /** When the e-mail went out, or when it was decided that none goes (switch off, quiet window). */
          done_at: { type: 'string' },
          ttl: { type: 'number', required: true },
        },
        indexes: {
          byEventRecipient: {
            pk: {
              field: 'pk',
              composite: ['event_id', 'recipient'],
              template: 'EMAIL_EVENT#${event_id}#${recipient}',
              casing: 'none',
            },
            sk: { field: 'sk', composite: [], template: 'CLAIM', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

/** True: this delivery owns the e-mail. False: it was sent, or another delivery is sending it. */
export async function claimEmailEvent(eventId: string, recipient: string): Promise<boolean> {
  const now = Date.now();
  return tookClaim(
    emailEventEntity()
      .put({ event_id: eventId, recipient, claimed_at: now, ttl: Math.floor(now / 1000) + EMAIL_EVENT_TTL_SECONDS })
      .where(claimable(now, CLAIM_LEASE_MS))
      .go(),
  );
}

/**
 * The claim of an event by a consumer whose whole effect is one transaction: a create (fails
 * when the event was claimed before), born done, to join that transaction. A failed
 * transaction leaves no claim, so the redelivery applies the event; a committed one stops it.
 */
export function eventClaimItem(eventId: string, consumer: string): TransactItem {
  const now = Date.now();
  return transactItem(
    emailEventEntity().create({
      event_id: eventId,
      recipient: consumer,
      claimed_at: now,
      done_at: new Date(now).toISOString(),
      ttl: Math.floor(now / 1000) + EMAIL_EVENT_TTL_SECONDS,
    }),
  );
}

export async function markEmailEventDone(eventId: string, recipient: string): Promise<void> {
  await emailEventEntity().patch({ event_id: eventId, recipient }).set({ done_at: nowIso() }).go();
}

/** Forgets the claim of a failed send, so the event's redelivery sends it. */
export async function releaseEmailEvent(eventId: string, recipient: string): Promise<void> {
  await emailEventEntity()
    .delete({ event_id: eventId, recipient })
    .where((attr, op) => op.notExists(attr.done_at))
    .go()
    .catch((error) => {
      if (!isConditionalFailure(error)) throw error;
    });
}

/**
 * The new-message e-mail's quiet window: MESSAGE_EMAIL#<conversationId>#<recipient> / QUIET
 * with `until` (epoch ms) and a TTL. Taken with one conditional put (absent, or its window
 * over), so of parallel messages exactly one e-mails; no read-then-write.
 */
export const messageEmailQuietEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'messageEmailQuiet', version: '1', service: 'movematch' },
        attributes: {
          conversation_id: { type: 'string', required: true, readOnly: true },
          recipient: { type: 'string', required: true, readOnly: true },
          until: { type: 'number', required: true },
          /** The event whose e-mail opened the window (to give it back if that send fails). */
          event_id: { type: 'string', required: true },
          ttl: { type: 'number', required: true },
        },
        indexes: {
          byConversationRecipient: {
            pk: {
              field: 'pk',
              composite: ['conversation_id', 'recipient'],
              template: 'MESSAGE_EMAIL#${conversation_id}#${recipient}',
              casing: 'none',
            },
            sk: { field: 'sk', composite: [], template: 'QUIET', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

/** True: no e-mail of this conversation went to the recipient within the window; it is now taken. */
export async function openMessageEmailWindow(
  conversationId: string,
  recipient: string,
  eventId: string,
  quietMs: number,
): Promise<boolean> {
  const now = Date.now();
  try {
    await messageEmailQuietEntity()
      .put({
        conversation_id: conversationId,
        recipient,
        event_id: eventId,
        until: now + quietMs,
        ttl: Math.ceil((now + quietMs) / 1000) + 60,
      })
      .where(
        (attr, op) => `(${op.notExists(attr.until)} OR ${op.lt(attr.until, now)} OR ${op.eq(attr.event_id, eventId)})`,
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Gives the window back after a failed send (only if this event still holds it). */
export async function closeMessageEmailWindow(
  conversationId: string,
  recipient: string,
  eventId: string,
): Promise<void> {
  await messageEmailQuietEntity()
    .delete({ conversation_id: conversationId, recipient })
    .where((attr, op) => op.eq(attr.event_id, eventId))
    .go()
    .catch((error) => {
      if (!isConditionalFailure(error)) throw error;
    });
}
