import { updateCard } from './billing-portal';
import { expireSession } from './checkout-sessions';
import { resendEvent } from './event-log';
import { str } from './form-body';
import { payCheckoutSession } from './pay-checkout';
import { missing } from './stripe-error';
import { backdateSubscription, cancelSubscription, failRenewal, renewSubscription } from './subscriptions';
import { enableAccount } from './connect-accounts';
import { createPayout, failPayout } from './transfers';
import { closeDispute, openDispute } from './disputes';
import { expireAuthorization } from './payment-intents';
import { ID, type Route } from './route-kit';

/**
 * Test-only endpoints (no API key; the emulator listens on 127.0.0.1): pay a session without
 * a browser, move a subscription through billing, replay events, read what was delivered,
 * finish a connected account's onboarding, run an account's daily automatic payout, open a
 * chargeback on a charge and close it won or lost, let a hold's authorization lapse, fail a payout.
 */
export const controlRoutes: Route[] = [
  {
    method: 'POST',
    pattern: new RegExp(`^/_control/accounts/${ID}/onboard$`),
    run: (ctx, { params }) => enableAccount(ctx, params[0]),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/_control/accounts/${ID}/payout$`),
    run: (ctx, { params }) => createPayout(ctx, params[0], {}, true),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/_control/payouts/${ID}/fail$`),
    run: (ctx, { params, input }) => failPayout(ctx, params[0], input),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/_control/payment_intents/${ID}/expire-authorization$`),
    run: (ctx, { params }) => expireAuthorization(ctx, params[0]),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/_control/charges/${ID}/dispute$`),
    run: (ctx, { params, input }) => openDispute(ctx, params[0], input),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/_control/disputes/${ID}/close$`),
    run: (ctx, { params, input }) => closeDispute(ctx, params[0], input),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/_control/checkout/${ID}/pay$`),
    run: (ctx, { params, input }) => payCheckoutSession(ctx, params[0], str(input.card) ?? '', str(input.email)),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/_control/checkout/${ID}/expire$`),
    run: (ctx, { params }) => expireSession(ctx, params[0]),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/_control/billing/${ID}/card$`),
    run: (ctx, { params, input }) => updateCard(ctx, params[0], str(input.card) ?? ''),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/_control/subscriptions/${ID}/renew$`),
    run: (ctx, { params }) => renewSubscription(ctx, params[0]),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/_control/subscriptions/${ID}/fail-renewal$`),
    run: (ctx, { params }) => failRenewal(ctx, params[0]),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/_control/subscriptions/${ID}/backdate$`),
    run: (ctx, { params, input }) => backdateSubscription(ctx, params[0], Number(input.seconds)),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/_control/subscriptions/${ID}/cancel$`),
    run: (ctx, { params }) => cancelSubscription(ctx, params[0]),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/_control/events/${ID}/resend$`),
    run: (ctx, { params }) => {
      const event = resendEvent(ctx.store, ctx.deliverer, params[0]);
      if (!event) throw missing('event', params[0]);
      return event;
    },
  },
  {
    method: 'GET',
    pattern: /^\/_control\/events$/,
    run: (ctx, { input }) => ({
      data: Object.values(ctx.store.data.events).filter((e) => !input.type || e.type === str(input.type)),
    }),
  },
  {
    method: 'GET',
    pattern: /^\/_control\/webhooks$/,
    run: (ctx) => ({ data: ctx.deliverer.deliveries }),
  },
];
