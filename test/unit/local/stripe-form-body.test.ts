import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { parseFormBody } from '@infra/local/stripe/form-body';
import { signatureHeader } from '@infra/local/stripe/webhook-signature';

/** The local Stripe reads the SDK's bracket encoding and signs webhooks as Stripe does. */
describe('local Stripe form bodies', () => {
  it('reads nested objects, indexed arrays and appended arrays', () => {
    const body = [
      'mode=subscription',
      'line_items[0][quantity]=1',
      'line_items[0][price_data][currency]=usd',
      'line_items[0][price_data][product_data][name]=Flat%20rate',
      'line_items[0][price_data][recurring][interval]=month',
      'line_items[1][quantity]=2',
      'metadata[moving_company_id]=c1',
      'expand[]=subscription',
      'expand[]=customer',
      'success_url=http%3A%2F%2Flocalhost%2Fx%3Fsession_id%3D%7BCHECKOUT_SESSION_ID%7D',
    ].join('&');
    expect(parseFormBody(body)).toEqual({
      mode: 'subscription',
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'usd', product_data: { name: 'Flat rate' }, recurring: { interval: 'month' } },
        },
        { quantity: '2' },
      ],
      metadata: { moving_company_id: 'c1' },
      expand: ['subscription', 'customer'],
      success_url: 'http://localhost/x?session_id={CHECKOUT_SESSION_ID}',
    });
  });

  it('orders indexed arrays by index, and keeps an empty body empty', () => {
    expect(parseFormBody('a[1]=second&a[0]=first')).toEqual({ a: ['first', 'second'] });
    expect(parseFormBody('')).toEqual({});
  });
});

describe('local Stripe webhook signature', () => {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid' });

  it('is accepted by the SDK with the same secret, and refused with another or a changed body', () => {
    const header = signatureHeader(payload, 'whsec_local');
    expect(Stripe.webhooks.constructEvent(payload, header, 'whsec_local').id).toBe('evt_1');
    expect(() => Stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow();
    expect(() => Stripe.webhooks.constructEvent(payload.replace('paid', 'void'), header, 'whsec_local')).toThrow();
  });

  it('carries its timestamp, so a stale one is refused', () => {
    const old = Math.floor(Date.now() / 1000) - 3600;
    const header = signatureHeader(payload, 'whsec_local', old);
    expect(header).toMatch(new RegExp(`^t=${old},v1=[0-9a-f]{64}$`));
    expect(() => Stripe.webhooks.constructEvent(payload, header, 'whsec_local')).toThrow(/tolerance/);
  });
});
