import { createPortalSession } from './billing-portal';
import { createCheckoutSession, expireSession, findSession } from './checkout-sessions';
import { createCustomer, findCustomer } from './customers';
import { metadataOf, str } from './form-body';
import { cancelSubscription, findSubscription, subscriptionOfInvoice, updateSubscription } from './subscriptions';
import { createRefund, findRefund, refundsMatching } from './refunds';
import { findInvoicePayment, invoicePaymentsMatching } from './invoice-payments';
import { missing } from './stripe-error';
import { connectRoutes } from './connect-routes';
import { disputesMatching, findDispute, updateDispute } from './disputes';
import { chargesMatching, findCharge } from './charges';
import { findSetupIntent } from './setup-sessions';
import { ID, listOf, type Route } from './route-kit';
import {
  cancelPaymentIntent,
  capturePaymentIntent,
  createPaymentIntent,
  findPaymentIntent,
  findPaymentMethod,
} from './payment-intents';

export type { ApiRequest, Route } from './route-kit';

/** The Stripe REST subset the product uses (paths under /v1). */
export const apiRoutes: Route[] = [
  ...connectRoutes,
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions$/,
    run: (ctx, { input }) => createCheckoutSession(ctx, input),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/checkout\/sessions$/,
    run: (ctx, { input }) => {
      const sessions = Object.values(ctx.store.data.sessions).filter(
        (s) =>
          (!input.customer || s.customer === str(input.customer)) &&
          (!input.subscription || s.subscription === str(input.subscription)) &&
          (!input.status || s.status === str(input.status)),
      );
      return listOf(sessions, '/v1/checkout/sessions', input);
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/checkout/sessions/${ID}$`),
    run: (ctx, { params }) => findSession(ctx, params[0]),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/checkout/sessions/${ID}/line_items$`),
    run: (ctx, { params }) => {
      findSession(ctx, params[0]);
      const items = ctx.store.data.lineItems[params[0]] ?? [];
      return { object: 'list', data: items, has_more: false, url: `/v1/checkout/sessions/${params[0]}/line_items` };
    },
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/checkout/sessions/${ID}/expire$`),
    run: (ctx, { params }) => expireSession(ctx, params[0]),
  },
  { method: 'POST', pattern: /^\/v1\/payment_intents$/, run: (ctx, { input }) => createPaymentIntent(ctx, input) },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/payment_intents/${ID}/capture$`),
    run: (ctx, { params, input }) => capturePaymentIntent(ctx, params[0], input),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/payment_intents/${ID}/cancel$`),
    run: (ctx, { params }) => cancelPaymentIntent(ctx, params[0]),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/payment_intents/${ID}$`),
    run: (ctx, { params }) => findPaymentIntent(ctx, params[0]),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/setup_intents/${ID}$`),
    run: (ctx, { params }) => findSetupIntent(ctx, params[0]),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/payment_methods/${ID}$`),
    run: (ctx, { params }) => findPaymentMethod(ctx, params[0]),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/billing_portal\/sessions$/,
    run: (ctx, { input }) => createPortalSession(ctx, input),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/customers$/,
    run: (ctx, { input }) => createCustomer(ctx, input),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/customers/${ID}$`),
    run: (ctx, { params }) => findCustomer(ctx, params[0]),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/subscriptions$/,
    run: (ctx, { input }) => {
      // Stripe lists every status but canceled unless `status` says otherwise.
      const status = str(input.status);
      const subscriptions = Object.values(ctx.store.data.subscriptions).filter(
        (s) =>
          (!input.customer || s.customer === str(input.customer)) &&
          (status === 'all' || (status ? s.status === status : s.status !== 'canceled')),
      );
      return listOf(subscriptions, '/v1/subscriptions', input);
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/subscriptions/${ID}$`),
    run: (ctx, { params }) => findSubscription(ctx, params[0]),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/subscriptions/${ID}$`),
    run: (ctx, { params, input }) =>
      updateSubscription(ctx, params[0], {
        cancelAtPeriodEnd:
          input.cancel_at_period_end === undefined ? undefined : str(input.cancel_at_period_end) === 'true',
        metadata: input.metadata === undefined ? undefined : metadataOf(input.metadata),
      }),
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`^/v1/subscriptions/${ID}$`),
    run: (ctx, { params }) => cancelSubscription(ctx, params[0]),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/invoices$/,
    run: (ctx, { input }) => {
      const invoices = Object.values(ctx.store.data.invoices).filter(
        (i) =>
          (!input.customer || i.customer === str(input.customer)) &&
          (!input.subscription || subscriptionOfInvoice(i) === str(input.subscription)) &&
          (!input.status || i.status === str(input.status)),
      );
      return listOf(invoices, '/v1/invoices', input);
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/invoices/${ID}$`),
    run: (ctx, { params }) => {
      const invoice = ctx.store.data.invoices[params[0]];
      if (!invoice) throw missing('invoice', params[0]);
      return invoice;
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/invoice_payments$/,
    run: (ctx, { input }) => listOf(invoicePaymentsMatching(ctx, input), '/v1/invoice_payments', input),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/invoice_payments/${ID}$`),
    run: (ctx, { params }) => findInvoicePayment(ctx, params[0]),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/refunds$/,
    run: (ctx, { input }) => createRefund(ctx, input),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/refunds$/,
    run: (ctx, { input }) => listOf(refundsMatching(ctx, input), '/v1/refunds', input),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/refunds/${ID}$`),
    run: (ctx, { params }) => findRefund(ctx, params[0]),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/charges$/,
    run: (ctx, { input }) => listOf(chargesMatching(ctx, input), '/v1/charges', input),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/charges/${ID}$`),
    run: (ctx, { params }) => findCharge(ctx, params[0]),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/disputes$/,
    run: (ctx, { input }) => listOf(disputesMatching(ctx, input), '/v1/disputes', input),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/disputes/${ID}$`),
    run: (ctx, { params }) => findDispute(ctx, params[0]),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/disputes/${ID}$`),
    run: (ctx, { params, input }) => updateDispute(ctx, params[0], input),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/events$/,
    run: (ctx, { input }) => {
      const events = Object.values(ctx.store.data.events).filter((e) => !input.type || e.type === str(input.type));
      return listOf(events, '/v1/events', input);
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/events/${ID}$`),
    run: (ctx, { params }) => {
      const event = ctx.store.data.events[params[0]];
      if (!event) throw missing('event', params[0]);
      return event;
    },
  },
];
