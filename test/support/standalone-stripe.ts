import { afterAll, beforeAll, expect } from 'vitest';
import Stripe from 'stripe';
import { startStripeEmulator, type StripeEmulator } from '@infra/local/stripe/server';

/*
 * A local Stripe of the file's own (no stack, no webhooks delivered), with the SDK pointed at it
 * as the product's client is: for tests of the emulator itself.
 */

export interface StandaloneStripe {
  emulator: StripeEmulator;
  stripe: Stripe;
}

/** Starts the emulator before the file's tests and stops it after; read the fields inside tests. */
export function standaloneStripe(name: string): StandaloneStripe {
  const secretKey = `sk_test_${name}`;
  const handle = {} as StandaloneStripe;
  beforeAll(async () => {
    handle.emulator = await startStripeEmulator({ port: 0, secretKey, webhookSecret: `whsec_${name}` });
    handle.stripe = new Stripe(secretKey, {
      host: '127.0.0.1',
      port: handle.emulator.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => handle.emulator.stop());
  return handle;
}

/** A payment-mode session paid with the test card that pays, read back. */
export async function paidSession(
  { emulator, stripe }: StandaloneStripe,
  cents: number,
  product = 'Concierge',
): Promise<Stripe.Checkout.Session> {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: cents, product_data: { name: product } } }],
    success_url: 'http://localhost:5173/quotes',
  });
  const paid = await fetch(`${emulator.url}/_control/checkout/${session.id}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card: '4242 4242 4242 4242' }),
  });
  expect(paid.status).toBe(200);
  return stripe.checkout.sessions.retrieve(session.id);
}
