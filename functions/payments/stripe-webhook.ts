import type Stripe from 'stripe';
import { routes } from '@schemas/routes';
import { PAYMENT_MESSAGES } from '@schemas/payments';
import { claimStripeEvent, markStripeEventDone, releaseStripeEvent } from '@functions/core/data/stripe-events';
import { badRequest } from '@functions/core/http/errors';
import { httpHandler, type PlainHandler } from '@functions/core/http/handler';
import { logger } from '@functions/core/logger';
import { countMetric } from '@functions/core/metrics';
import { stripeClient, stripeSecrets } from '@functions/core/stripe';
import { WEBHOOK_APPLIERS } from './webhook-events';

/**
 * POST /api/stripe/webhook — Stripe's events, the source of truth for payments. Public, but
 * every request must carry a valid Stripe-Signature over its exact body (the route keeps the
 * raw body), made with the endpoint secret within Stripe's 5-minute tolerance: otherwise 400
 * and nothing changes. Each event id is claimed once (STRIPE_EVENT#<id>, conditional put) so
 * a replay is a no-op; a failure releases the claim and answers 500, and Stripe retries.
 * Event types we do not use are acknowledged (200) and ignored. docs/payments.md.
 */
export const stripeWebhook: PlainHandler<typeof routes.stripeWebhook> = async ({ event: request, rawBody }) => {
  const event = await verifiedEvent(rawBody ?? '', request.headers['stripe-signature']);
  const apply = WEBHOOK_APPLIERS[event.type];
  if (!apply) return { received: true };
  if (!(await claimStripeEvent(event.id, event.type))) {
    countMetric('webhookEventsDuplicate');
    return { received: true };
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

async function verifiedEvent(rawBody: string, signature: string | undefined): Promise<Stripe.Event> {
  if (!signature) throw badRequest(PAYMENT_MESSAGES.badSignature);
  const [stripe, { webhookSecret }] = await Promise.all([stripeClient(), stripeSecrets()]);
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch (error) {
    logger.warn('Stripe webhook refused', { reason: (error as Error).message });
    throw badRequest(PAYMENT_MESSAGES.badSignature);
  }
}

export const handler = httpHandler(routes.stripeWebhook, stripeWebhook);
