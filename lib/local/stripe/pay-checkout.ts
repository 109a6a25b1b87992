import type { StripeContext } from './context';
import { findSession } from './checkout-sessions';
import { createCustomer } from './customers';
import { emitEvent } from './event-log';
import type { CheckoutSession } from './objects';
import { payPaymentSession } from './payment-intents';
import { invalid } from './stripe-error';
import { startSubscription } from './subscriptions';
import { chargeCard } from './test-cards';
import { paySetupSession } from './setup-sessions';

/**
 * Pays an open session with a test card, as Stripe's hosted page does: a declined card changes
 * nothing and sends no event. Paid: the session completes; in subscription mode a customer,
 * an active monthly subscription and its paid invoice are created, in payment mode the payment
 * intent, its charge and the card (payment-intents.ts). Then the webhooks go out
 * (checkout.session.completed first), without waiting for the endpoint.
 */
export function payCheckoutSession(ctx: StripeContext, id: string, card: string, email?: string): CheckoutSession {
  const session = findSession(ctx, id);
  if (session.status !== 'open') throw invalid(`This Checkout Session is no longer active (status ${session.status}).`);
  if (session.mode === 'setup') return paySetupSession(ctx, session, card, email || null);
  chargeCard(card);

  const payerEmail = email || session.customer_email || null;
  session.status = 'complete';
  session.payment_status = 'paid';
  session.customer_details = { email: payerEmail };
  if (session.mode === 'subscription') {
    const customer = session.customer ?? createCustomer(ctx, payerEmail ? { email: payerEmail } : {}).id;
    const { subscription, invoice } = startSubscription(ctx, {
      customer,
      lineItems: ctx.store.data.lineItems[id] ?? [],
      metadata: ctx.store.data.subscriptionMetadata[id] ?? {},
    });
    Object.assign(session, { customer, subscription: subscription.id, invoice: invoice.id });
    ctx.store.save();
    emitEvent(ctx.store, ctx.deliverer, 'checkout.session.completed', session);
    emitEvent(ctx.store, ctx.deliverer, 'customer.subscription.created', subscription);
    emitEvent(ctx.store, ctx.deliverer, 'invoice.paid', invoice);
  } else {
    payPaymentSession(ctx, session, card, payerEmail);
    ctx.store.save();
    emitEvent(ctx.store, ctx.deliverer, 'checkout.session.completed', session);
  }
  return session;
}
