import type Stripe from 'stripe';
import { routes } from '@schemas/routes';
import { PAYMENT_MESSAGES } from '@schemas/payments';
import { claimStripeEvent, markStripeEventDone, releaseStripeEvent } from '@functions/core/data/payments/stripe-events';
import { badRequest, conflict } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { logger } from '@functions/platform/logger';
import { countMetric } from '@functions/platform/metrics';
import { stripeClient, stripeSecrets } from '@functions/platform/stripe';
import { isUsableEvent, WEBHOOK_APPLIERS } from './webhook-events';

/**
 * POST /api/stripe/webhook — Stripe's events, the source of truth for payments. Public, but
 * every request must carry a valid Stripe-Signature over its exact body (the route keeps the
 * raw body), made with the endpoint secret within Stripe's 5-minute tolerance: otherwise 400
 * and nothing changes; a timestamp more than 5 minutes ahead is refused like a stale one. A
 * signed body that is not an event (null, {}, no data.object) is 400. Each event id is claimed
 * once (the Stripe event record (access pattern P5), conditional put) so a replay is a no-op (200); a delivery that
 * arrives while another is still applying the event gets 409, so Stripe retries it in case
 * the first fails; a failure releases the claim and answers 500, and Stripe retries. A signed
 * event whose object its applier cannot use (data.object = {}) is recorded as done, logged with
 * its id and answered 400 once; its replays are plain 200s.
 * Event types we do not use are acknowledged (200) and ignored. docs/payments.md.
 */
export const stripeWebhook: PlainHandler<typeof routes.stripeWebhook> = async ({ event: request, rawBody }) => {
  const event = await verifiedEvent(rawBody ?? '', request.headers['stripe-signature']);
  const apply = WEBHOOK_APPLIERS[event.type];
  if (!apply) return { received: true };
  const claim = await claimStripeEvent(event.id, event.type);
  if (claim !== 'claimed') countMetric('webhookEventsDuplicate');
  if (claim === 'done') return { received: true };
  if (claim === 'in-flight') throw conflict(PAYMENT_MESSAGES.eventInFlight);
  if (!isUsableEvent(event)) {
    await markStripeEventDone(event.id);
    logger.warn('Stripe event without the object it needs: refused once', { eventId: event.id, type: event.type });
    throw badRequest(PAYMENT_MESSAGES.unusableEvent);
  }
  try {
    await apply(event);
  } catch (error) {
    await releaseStripeEvent(event.id);
    countMetric('webhookEventsFailed');
    throw error;
  }
  await markStripeEventDone(event.id);
  countMetric('webhookEventsApplied');
  return { received: true };
};

/**
 * The platform endpoint's secret first, then the Connect endpoint's (events of companies' payout
 * accounts come from an endpoint of their own, signed with its own secret). The last refusal is thrown.
 */
function constructWithEither(stripe: Stripe, rawBody: string, signature: string, secrets: Array<string | undefined>) {
  let refusal: unknown;
  for (const secret of secrets) {
    if (!secret) continue;
    try {
      return stripe.webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_S);
    } catch (error) {
      refusal = error;
    }
  }
  throw refusal;
}

/** Stripe's tolerance, in seconds, both ways: the SDK checks only the past. */
const SIGNATURE_TOLERANCE_S = 300;

async function verifiedEvent(rawBody: string, signature: string | undefined): Promise<Stripe.Event> {
  if (!signature || signedInTheFuture(signature)) throw badRequest(PAYMENT_MESSAGES.badSignature);
  const [stripe, { webhookSecret, connectWebhookSecret }] = await Promise.all([stripeClient(), stripeSecrets()]);
  let event: unknown;
  try {
    event = constructWithEither(stripe, rawBody, signature, [webhookSecret, connectWebhookSecret]);
  } catch (error) {
    logger.warn('Stripe webhook refused', { reason: (error as Error).message });
    // Alarmed (lib/constructs/monitoring.ts): after a rotated or mistyped secret every event fails here.
    countMetric('webhookSignatureRejected');
    throw badRequest(PAYMENT_MESSAGES.badSignature);
  }
  if (!isEventShaped(event)) throw badRequest(PAYMENT_MESSAGES.malformedEvent);
  return event;
}

/** A `t=` more than the tolerance ahead of our clock (a replay kept for later, a wrong clock). */
function signedInTheFuture(signature: string): boolean {
  const timestamp = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
  return Number.isFinite(timestamp) && timestamp > Date.now() / 1000 + SIGNATURE_TOLERANCE_S;
}

/** Signed is not enough: the body must be an event with an id, a type and a data object. */
function isEventShaped(event: unknown): event is Stripe.Event {
  const e = event as Partial<Stripe.Event> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.id === 'string' &&
    e.id.length > 0 &&
    typeof e.type === 'string' &&
    typeof e.data === 'object' &&
    e.data !== null &&
    typeof e.data.object === 'object' &&
    e.data.object !== null
  );
}

export const handler = httpHandler(routes.stripeWebhook, stripeWebhook);
